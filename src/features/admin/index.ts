// The admin console: its frame and its views (Users with the audit trail and the security
// log, Reviews, Promo Codes, Special Links, Practices).
export { AdminLayout } from './components/admin-layout';
export { UsersView } from './components/users-view';
export { ReviewsView } from './components/reviews-view';
export { PromoCodesView } from './components/promo-codes-view';
export { SpecialLinksView } from './components/special-links-view';
export { PracticesView } from './components/practices-view';
