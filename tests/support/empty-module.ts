// Stands in for 'server-only' in unit tests, which render server components outside Next.
export {}
