// The data room feature's public entry: its section on the deal room page (features/deal-room), and
// the room's documents for the checklist's answers (features/offers, decision 0220).
export { DataRoomSection } from './components/data-room-section';
export { useDataRoom } from './api/data-room';
export { opensFor } from './lib/opens-for';
