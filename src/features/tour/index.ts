// The product tour of the dashboard.
export { ProductTour } from './components/product-tour';
