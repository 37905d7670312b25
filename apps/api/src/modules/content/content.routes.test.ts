import { PAGE_SLUGS } from '@polotno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { bootstrap } from '../../bootstrap.ts';

describe('public content with the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
    await bootstrap(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url });

  it('seeds once: a second start-up adds nothing', async () => {
    const before = (await get('/api/news?limit=100')).json().total;
    await bootstrap(t.app);
    expect((await get('/api/news?limit=100')).json().total).toBe(before);
  });

  it('seeds every public text in Uzbek: nothing falls back, nothing is in Cyrillic', async () => {
    const answers: unknown[] = [];
    for (const list of ['news', 'blog', 'vacancies', 'staff', 'promotions']) {
      const { items } = (await get(`/api/${list}?lang=uz&limit=100`)).json();
      answers.push(items);
      if (list !== 'news' && list !== 'blog' && list !== 'vacancies') continue;
      for (const { slug } of items as { slug: string }[])
        answers.push((await get(`/api/${list}/${slug}?lang=uz`)).json());
    }
    for (const slug of PAGE_SLUGS) answers.push((await get(`/api/pages/${slug}?lang=uz`)).json());
    const seeded = JSON.stringify(answers);
    expect(seeded).not.toContain('"fallback"');
    expect(seeded.match(/\p{Script=Cyrillic}+/gu)).toBeNull();
  });

  it('serves every information page in both languages', async () => {
    for (const slug of [
      'about',
      'policy',
      'payment-terms',
      'terms-delivery',
      'conditions-orders',
      'garanty',
      'requisites',
      'contacts',
    ]) {
      const ru = await get(`/api/pages/${slug}`);
      const uz = await get(`/api/pages/${slug}?lang=uz`);
      expect(ru.statusCode, slug).toBe(200);
      expect(uz.json().lang).toBe('uz');
      expect(uz.json().title).not.toBe(ru.json().title);
    }
  });

  it('carries the business conditions of the specification in Russian', async () => {
    const text = async (slug: string) => (await get(`/api/pages/${slug}`)).json().html as string;
    const orders = await text('conditions-orders');
    expect(orders).toContain('1 рулон');
    expect(orders).toContain('20–25 кг');
    expect(orders).toContain('1–3 рабочих дня');
    expect(orders).toContain('3 рабочих дня');
    expect(orders).toContain('0315001');
    const delivery = await text('terms-delivery');
    expect(delivery).toContain('Москве и Московской области');
    expect(delivery).toContain('не входит в счёт');
    expect(delivery).toContain('транспортную компанию или курьерскую службу');
    expect(delivery).toContain('оригиналу доверенности с синей печатью');
    const guarantee = await text('garanty');
    expect(guarantee).toContain('14 дней с момента получения');
    expect(guarantee).toContain('документ, подтверждающий покупку');
    expect(guarantee).toContain('упаковка рулона сохранена');
    const payment = await text('payment-terms');
    expect(payment).toContain('Безналичный расчёт по счёту');
    expect(payment).toContain('Наличными в кассе');
    expect(payment).toContain('3 рабочих дня');
  });

  it('carries the same conditions in Uzbek', async () => {
    const text = async (slug: string) => (await get(`/api/pages/${slug}?lang=uz`)).json().html as string;
    const orders = await text('conditions-orders');
    expect(orders).toContain("1 o'ram");
    expect(orders).toContain('20–25 kg');
    expect(orders).toContain('1–3 ish kuni');
    expect(orders).toContain('0315001');
    expect(await text('terms-delivery')).toContain('Moskva va Moskva viloyati');
    expect(await text('garanty')).toContain('14 kun ichida');
    expect(await text('payment-terms')).toContain('naqd pul');
  });

  it('lists the managers on the contacts page', async () => {
    const page = (await get('/api/pages/contacts')).json();
    expect(page.managers.length).toBeGreaterThanOrEqual(2);
    expect(page.managers.every((m: { group: string }) => m.group === 'managers')).toBe(true);
    expect((await get('/api/pages/about')).json().managers).toBeUndefined();
  });

  it('pages news newest first', async () => {
    const first = (await get('/api/news?limit=2')).json();
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    expect(Date.parse(first.items[0].publishedAt)).toBeGreaterThan(Date.parse(first.items[1].publishedAt));
    const second = (await get('/api/news?limit=2&page=2')).json();
    expect(second.items).toHaveLength(1);
    expect(second.page).toBe(2);
  });

  it('finds items by id and by slug, and answers 404 otherwise', async () => {
    const bySlug = (await get('/api/news/novye-cveta-futera')).json();
    expect((await get(`/api/news/${bySlug.id}`)).json().slug).toBe('novye-cveta-futera');
    expect((await get('/api/news/no-such-item')).statusCode).toBe(404);
    // A blog post is not a news item.
    expect((await get('/api/news/futer-dvuhnitka-ili-trehnitka')).statusCode).toBe(404);
  });

  it('suggests blog posts with shared tags first, then the newest', async () => {
    const post = (await get('/api/blog/kak-vybrat-kulirnuyu-glad')).json();
    const slugs = post.suggestions.map((s: { slug: string }) => s.slug);
    expect(slugs).not.toContain('kak-vybrat-kulirnuyu-glad');
    // Both share one tag; among equals the newer comes first; the post without shared tags comes last.
    expect(slugs).toEqual(['futer-dvuhnitka-ili-trehnitka', 'uhod-za-trikotazhem', 'kashkorse-i-ribana']);
  });

  it('filters the blog by tag, in either language', async () => {
    const list = (await get(`/api/blog?tag=${encodeURIComponent('футер')}`)).json();
    expect(list.items.map((p: { slug: string }) => p.slug)).toEqual(['futer-dvuhnitka-ili-trehnitka']);
    const uz = (await get(`/api/blog?lang=uz&tag=${encodeURIComponent('mato tanlash')}`)).json();
    expect(uz.items.map((p: { slug: string; tags: string[] }) => [p.slug, p.tags])).toEqual([
      ['kak-vybrat-kulirnuyu-glad', ['kulir glad', 'mato tanlash']],
      ['futer-dvuhnitka-ili-trehnitka', ['futer', 'mato tanlash']],
    ]);
  });

  it('shows vacancies with duties, requirements and offer', async () => {
    const list = (await get('/api/vacancies')).json();
    expect(list.total).toBe(3);
    const vacancy = (await get('/api/vacancies/kladovshchik')).json();
    expect(vacancy.employmentType).toBe('full-time');
    expect(vacancy.salary).toBe('от 65 000 ₽');
    expect(vacancy.duties).toContain('Проверять доверенности при отгрузке');
    expect(vacancy.requirements.length).toBeGreaterThan(0);
    expect(vacancy.offer.length).toBeGreaterThan(0);
  });

  it('groups staff into leaders and managers', async () => {
    const leaders = (await get('/api/staff?group=leaders')).json();
    expect(leaders.items.every((m: { group: string }) => m.group === 'leaders')).toBe(true);
    expect(leaders.total).toBe(2);
    expect((await get('/api/staff')).json().total).toBe(5);
  });

  it('hides expired promotions', async () => {
    const list = (await get('/api/promotions')).json();
    const slugs = list.items.map((p: { slug: string }) => p.slug);
    expect(slugs).toContain('skidka-na-futer-ot-5-rulonov');
    expect(slugs).not.toContain('letnyaya-rasprodazha-kulirki');
    expect((await get('/api/promotions/letnyaya-rasprodazha-kulirki')).statusCode).toBe(404);
  });

  it('hides drafts, future posts and promotions not started yet', async () => {
    const body = { ru: 'Текст', uz: '' };
    await t.app.content.posts.create('news', {
      slug: 'chernovik',
      title: { ru: 'Черновик', uz: '' },
      excerpt: body,
      body,
      coverId: null,
      tags: [],
      tagsUz: [],
      published: false,
      publishedAt: null,
    });
    await t.app.content.posts.create('news', {
      slug: 'budushchee',
      title: { ru: 'Будущее', uz: '' },
      excerpt: body,
      body,
      coverId: null,
      tags: [],
      tagsUz: [],
      published: true,
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await t.app.content.promotions.create({
      slug: 'skoro',
      title: { ru: 'Скоро', uz: '' },
      body,
      imageId: null,
      published: true,
      validFrom: new Date(Date.now() + 86_400_000).toISOString(),
      validTo: null,
    });
    expect((await get('/api/news/chernovik')).statusCode).toBe(404);
    expect((await get('/api/news/budushchee')).statusCode).toBe(404);
    expect((await get('/api/news?limit=100')).json().total).toBe(3);
    expect((await get('/api/promotions/skoro')).statusCode).toBe(404);
  });

  it('refuses bad query parameters with a coded 400', async () => {
    expect((await get('/api/news?limit=1000')).statusCode).toBe(400);
    expect((await get('/api/news?page=0')).statusCode).toBe(400);
    expect((await get('/api/pages/not-a-page')).statusCode).toBe(400);
  });

  it('documents the content endpoints in OpenAPI', async () => {
    const document = (await get('/api/docs/json')).json();
    for (const path of [
      '/api/news',
      '/api/blog/{idOrSlug}',
      '/api/vacancies',
      '/api/staff',
      '/api/promotions',
      '/api/pages/{slug}',
    ]) {
      expect(document.paths[path]?.get, path).toBeDefined();
    }
  });

  it('reads a blog post without tags, suggesting the newest others, and keeps the order of tags', async () => {
    const body = { ru: 'Текст', uz: '' };
    const post = (slug: string, tags: string[], daysAgo: number) =>
      t.app.content.posts.create('blog', {
        slug,
        title: { ru: slug, uz: '' },
        excerpt: body,
        body,
        coverId: null,
        tags,
        tagsUz: [],
        published: true,
        publishedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      });
    const untagged = await post('bez-tegov', [], 2);
    await post('s-tegami', ['ribana', 'kashkorse', 'futer'], 1);

    const byId = await get(`/api/blog/${untagged.id}`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().tags).toEqual([]);
    // Nothing shared: the newest other posts, newest first.
    const suggested: Array<{ slug: string; publishedAt: string }> = byId.json().suggestions;
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.map((s) => s.slug)).not.toContain('bez-tegov');
    const times = suggested.map((s) => Date.parse(s.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await get('/api/blog/bez-tegov')).statusCode).toBe(200);

    const tagged = (await get('/api/blog/s-tegami')).json();
    expect(tagged.tags).toEqual(['ribana', 'kashkorse', 'futer']);
    expect(tagged.suggestions.map((s: { slug: string }) => s.slug)).not.toContain('s-tegami');
  });

  it('falls back to Russian field by field when the Uzbek text is empty, and marks what fell back', async () => {
    const ru = { ru: 'Только по-русски', uz: '' };
    await t.app.content.posts.create('blog', {
      slug: 'tolko-po-russki',
      title: { ru: 'Русский заголовок', uz: "O'zbekcha sarlavha" },
      excerpt: ru,
      body: { ru: 'Русский текст', uz: '' },
      coverId: null,
      tags: ['трикотаж'],
      tagsUz: [],
      published: true,
      publishedAt: new Date(Date.now() - 60 * 86_400_000).toISOString(),
    });
    const post = (await get('/api/blog/tolko-po-russki?lang=uz')).json();
    expect(post.title).toBe("O'zbekcha sarlavha");
    expect(post.excerpt).toBe('Только по-русски');
    expect(post.html).toContain('Русский текст');
    expect(post.tags).toEqual(['трикотаж']);
    expect(post.fallback).toEqual({ excerpt: 'ru', html: 'ru', tags: 'ru' });
    // In the list, the card says the same of its own fields.
    const card = (await get('/api/blog?lang=uz&limit=100'))
      .json()
      .items.find((item: { slug: string }) => item.slug === 'tolko-po-russki');
    expect(card.fallback).toEqual({ excerpt: 'ru', tags: 'ru' });
    // The Russian page is in Russian throughout: no marker at all.
    expect((await get('/api/blog/tolko-po-russki')).json()).not.toHaveProperty('fallback');

    const vacancy = await t.app.content.vacancies.create({
      slug: 'shvea',
      title: { ru: 'Швея', uz: 'Tikuvchi' },
      summary: { ru: '', uz: '' },
      employmentType: 'full-time',
      salary: { ru: 'от 70 000 ₽', uz: '' },
      location: { ru: 'Москва', uz: 'Moskva' },
      duties: { ru: ['Шить образцы'], uz: [] },
      requirements: { ru: ['Опыт от года'], uz: ['Kamida bir yillik tajriba'] },
      offer: { ru: [], uz: [] },
      published: true,
    });
    const shown = (await get(`/api/vacancies/${vacancy.id}?lang=uz`)).json();
    expect(shown.duties).toEqual(['Шить образцы']);
    expect(shown.requirements).toEqual(['Kamida bir yillik tajriba']);
    // Empty in both languages is not a fallback: there is nothing to mark.
    expect(shown.fallback).toEqual({ salary: 'ru', duties: 'ru' });
  });
});
