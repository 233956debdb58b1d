// The admin console's frame and views.
export * from './components/admin-layout';
