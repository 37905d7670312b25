/** A page of news items or blog posts, with its pagination. */
import { Pagination, type Paginated } from '../../components/pagination';
import type { PostSummary } from './content.types';
import { PostCard, type PostPages } from './post-views';
import { usePostText } from './post.i18n';

/** A paginated list of posts, or the "nothing yet" line. */
export function PostList({ pages, data }: { pages: PostPages; data: Paginated<PostSummary> }) {
  const t = usePostText();
  if (data.items.length === 0) {
    return <p className="text-gray-600 dark:text-gray-300">{pages.list === 'news' ? t.noNews : t.noPosts}</p>;
  }
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((post, position) => (
          <PostCard key={post.id} post={post} item={pages.item} priority={position < 3} />
        ))}
      </ul>
      <Pagination page={data.page} total={data.total} limit={data.limit} labels={t} />
    </>
  );
}
