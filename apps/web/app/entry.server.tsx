/**
 * Renders each page as a stream. Every script React Router emits carries the request's CSP nonce
 * (`context.cspNonce`); crawlers get the whole document at once, people get the shell as soon as it is ready.
 */
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './lib/nonce';
import { lowPriorityModulePreloads } from './lib/script-priority.server';
import ErrorPageBody from './components/error-page-body';
import { renderErrorPageEagerly } from './components/error-page';
import PopupDialog from './layouts/popup-dialog';
import { renderPopupDialogEagerly } from './layouts/popup-layout';
import MobileMenuPanel from './layouts/mobile-menu-panel';
import { mobileMenuPanel } from './layouts/mobile-menu';
import SearchSuggestions from './features/catalog/search-suggestions';
import { searchSuggestions } from './features/catalog/search-form';
import { CatalogListing } from './features/catalog/catalog-listing';
import { catalogListingPart } from './features/catalog/catalog-listing-part';
import { SiteFooter } from './components/site-footer';
import { siteFooterPart } from './components/site-footer-part';
import { LatestNews } from './features/content/post-views';
import { latestNewsPart } from './features/content/latest-news-part';
import { CharacteristicTables } from './features/catalog/characteristic-tables';
import { characteristicTablesPart } from './features/catalog/characteristic-tables-part';
import { Pagination } from './components/pagination';
import { paginationPart } from './components/pagination-part';
import { PostList } from './features/content/post-list';
import { StaffCard } from './features/content/staff-card';
import { VacancyCard } from './features/content/vacancy-views';
import { Prose } from './features/content/prose';
import { prosePart } from './features/content/prose-part';
import { PromotionCard } from './features/content/promotion-card';
import { postListPart } from './features/content/post-list-part';
import { promotionCardPart } from './features/content/promotion-card-part';
import { staffCardPart } from './features/content/staff-card-part';
import { vacancyCardPart } from './features/content/vacancy-card-part';
import { PasswordForm } from './features/accounts/password-form';
import { passwordFormPart } from './features/accounts/password-form-part';
import { ProfileForm } from './features/accounts/profile-form';
import { profileFormPart } from './features/accounts/profile-form-part';
import { TelegramLinkBlock } from './features/telegram/telegram-link';
import { telegramLinkPart } from './features/telegram/telegram-link-part';
import { RequisitesContent } from './features/requisites/requisites-content';
import { requisitesContentPart } from './features/requisites/requisites-content-part';
import { CartContent } from './features/cart/cart-content';
import { cartContentPart } from './features/cart/cart-content-part';
import { FavouritesList } from './features/favourites/favourites-list';
import { favouritesListPart } from './features/favourites/favourites-list-part';
import { HistoryContent } from './features/orders/history-content';
import { historyContentPart } from './features/orders/history-content-part';
import { ProductOrderPanel } from './features/orders/product-order';
import { productOrderPart } from './features/orders/product-order-part';
import { BriefForm } from './features/requests/brief-form';
import { FeedbackForm } from './features/requests/feedback-form';
import { PriceRequestForm } from './features/requests/price-request-form';
import { briefPart } from './features/requests/brief-part';
import { feedbackPart } from './features/requests/feedback-part';
import { priceRequestPart } from './features/requests/price-request-part';

// The server asks the web which pages it may keep for a moment (`apps/api/src/plugins/web.ts`).
export { pageCacheKey } from './lib/page-cache.server';

// Popups open by `?popup=` are rendered in the HTML at once; browsers load their code lazily.
renderPopupDialogEagerly(PopupDialog);
// So is the error page, which browsers also load only when they show it.
renderErrorPageEagerly(ErrorPageBody);
// And the phone menu's panel and the search's suggestions, whose code browsers load on first use.
mobileMenuPanel.renderEagerly(MobileMenuPanel);
searchSuggestions.renderEagerly(SearchSuggestions);
// And the product page's ordering panel, which browsers hydrate after the rest of the page.
productOrderPart.renderEagerly(ProductOrderPanel);
// And the catalogue's listing and the request forms (price list, brief, feedback).
catalogListingPart.renderEagerly(CatalogListing);
siteFooterPart.renderEagerly(SiteFooter);
latestNewsPart.renderEagerly(LatestNews);
characteristicTablesPart.renderEagerly(CharacteristicTables);
postListPart.renderEagerly(PostList);
staffCardPart.renderEagerly(StaffCard);
vacancyCardPart.renderEagerly(VacancyCard);
promotionCardPart.renderEagerly(PromotionCard);
prosePart.renderEagerly(Prose);
paginationPart.renderEagerly(Pagination);
passwordFormPart.renderEagerly(PasswordForm);
favouritesListPart.renderEagerly(FavouritesList);
cartContentPart.renderEagerly(CartContent);
requisitesContentPart.renderEagerly(RequisitesContent);
profileFormPart.renderEagerly(ProfileForm);
telegramLinkPart.renderEagerly(TelegramLinkBlock);
historyContentPart.renderEagerly(HistoryContent);
priceRequestPart.renderEagerly(PriceRequestForm);
briefPart.renderEagerly(BriefForm);
feedbackPart.renderEagerly(FeedbackForm);

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const userAgent = request.headers.get('user-agent');
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // A Suspense boundary that is already complete is written in place, never outlined: React 19
        // outlines one that comes after 12.8 KB (`progressiveChunkSize`) into a hidden <div> that only its
        // script reveals, so without JavaScript a `?popup=` dialog stayed invisible. Our boundaries wrap
        // lazily loaded code (popups, error page) that the server renders at once; nothing streams late.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          // The page's module preloads ask for low priority (the first paint needs none of them).
          const body = lowPriorityModulePreloads(() => clearTimeout(timeout));
          responseHeaders.set('content-type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reject above; later ones would otherwise go unseen.
          if (shellRendered) console.error(error);
        },
      },
    );

    // Give pending promises time to settle, then stop the stream so the response always ends.
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
