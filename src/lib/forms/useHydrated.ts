import { useSyncExternalStore } from 'react'

const noSubscribe = () => () => {}

/** False on the server and while hydrating, true once the browser runs the page: what only JavaScript can do waits for it. */
export const useHydrated = (): boolean => useSyncExternalStore(noSubscribe, () => true, () => false)
