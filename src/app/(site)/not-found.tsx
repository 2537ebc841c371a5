import { NotFoundScreen } from './_page/not-found-screen'

export default function NotFound() {
  return <NotFoundScreen />
}
