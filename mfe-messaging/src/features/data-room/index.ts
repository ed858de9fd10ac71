// The data room feature's public entry: its section on the deal room page (features/deal-room).
export { DataRoomSection } from './components/data-room-section';
