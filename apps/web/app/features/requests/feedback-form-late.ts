/**
 * What the contact page's late feedback form loads as one module (feedback-part.ts): the form and the request
 * texts in both languages, as a client switch of language re-renders the form in the other one.
 */
import './requests.i18n.ru';
import './requests.i18n.uz';

export { FeedbackForm } from './feedback-form';
