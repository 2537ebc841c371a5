export { clientIp } from '@/lib/http/client-ip'
