// The description step's images field, for the wizard (issue #10).
export { ListingImagesField, type ListingImagesFieldProps } from './components/listing-images-field';
