// The dashboard at /.
export { HomeScreen } from './components/home-screen';
