/** The office model's options: the amenity icons staff pick in the Offices collection. */

export const AMENITY_ICONS = [
  { value: 'wifi', label: 'Wi-Fi' },
  { value: 'coffee', label: 'Coffee' },
  { value: 'meeting-room', label: 'Meeting rooms' },
  { value: 'phone-booth', label: 'Phone booths' },
  { value: 'bike', label: 'Bike storage' },
  { value: 'shower', label: 'Showers' },
  { value: 'reception', label: 'Reception' },
  { value: 'access', label: '24/7 access' },
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'gym', label: 'Gym' },
] as const
