import crypto from 'node:crypto';

const NAMES = [
  'Youssef Hassan',
  'Nour El-Din Ali',
  'Salma Ibrahim',
  'Omar Khaled',
  'Mariam Fathy',
  'Hany Samir',
];
const AREAS = [
  { address: '14 Abbas El-Akkad St, Nasr City, Cairo', lat: 30.0561, lng: 31.3383 },
  { address: '9 Gameat El-Dewal St, Mohandessin, Giza', lat: 30.0567, lng: 31.2003 },
  { address: '27 Road 9, Maadi, Cairo', lat: 29.9602, lng: 31.2569 },
];

/** A customer the marketplace places an order for (the moderators' tool): a name, a phone, a place. */
export const demoCustomer = () => {
  const area = AREAS[crypto.randomInt(AREAS.length)];
  return {
    name: NAMES[crypto.randomInt(NAMES.length)],
    phone: `0122${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`,
    address: area.address,
    location: { lat: area.lat, lng: area.lng },
  };
};
