// Log out where the refresh cookie is sent (its Path is /account/refresh): the form's address.
export { POST } from '../../../logout/route'
