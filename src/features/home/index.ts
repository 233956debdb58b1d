// The dashboard at /.
export { HomeScreen, HomeScreenPlaceholder } from './components/home-screen';
