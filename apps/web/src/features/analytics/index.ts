// What other features may use of analytics: the category control on a payment in the history.
export { CategoryButton } from './category-button';
