/**
 * Customer care in the back office: staff find a customer, read their record and orders, block the account
 * or send a reset link. The customer module does each; this module is the staff's door to it (the staff
 * module itself builds on the customer module, so the door cannot be there).
 */
export { customerCareRoutes } from './routes';
