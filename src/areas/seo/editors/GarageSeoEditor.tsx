import { Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { SeoPage } from '../../../api/types';
import { siteUrl } from '../../../config';
import type { SeoDataProvider } from '../provider';
import { seoKeys } from '../queryKeys';
import { garagePageUrl, garageSeoHeading, hyphenate } from '../model';
import { SeoForm } from './SeoEditor';
import { EditorShell, listPath } from './shared';
import { READ_ONCE_PER_OPEN } from '../../../data/queryClient';

/**
 * A garage without an SEO page yet starts from its default URL, city/garage-name/area/garageId (002 §9);
 * a page read without a URL (`data: {}`) starts from them too, never creating a page at ''.
 */
function garagePage(
  garageId: string,
  existing: SeoPage | undefined,
  garage: { city?: string; garageName?: string; area?: string; garageId?: string },
): SeoPage {
  const url = garagePageUrl(siteUrl, { ...garage, garageId: garage.garageId || garageId });
  if (existing) return existing.url ? existing : { ...defaultGaragePage(garageId, garage, url), ...existing, url };
  return defaultGaragePage(garageId, garage, url);
}

/** The page a garage starts from. */
function defaultGaragePage(garageId: string, garage: { city?: string; garageName?: string; area?: string }, url: string): SeoPage {
  return {
    _id: '',
    title: garageSeoHeading(garage.garageName),
    vehicleType: 3,
    categoryType: '',
    serviceName: '',
    location: garage.city ?? '',
    area: garage.area ?? '',
    url,
    pageType: 'SEOPage',
    garageId,
    status: true,
  };
}

/**
 * Garage SEO editor (`garageseoedit/{garageId}`): GET /getSingleGarage/{garageId} for its page and
 * POST /singleGarage for city, name and area; opened from Our Garage.
 */
export default function GarageSeoEditor() {
  const { pageId: garageId = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<SeoDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = seoKeys.call('garageSeoPage', garageId);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const [existing, garage] = await Promise.all([dataProvider.garageSeoPage(garageId), dataProvider.garageSummary(garageId)]);
      return { garage, page: garagePage(garageId, existing, garage) };
    },
    retry: false,
    ...READ_ONCE_PER_OPEN,
  });
  const data = query.data;
  return (
    <EditorShell
      back={listPath('ourGarage')}
      heading={data ? translate('resources.seoPages.seo.garage_heading', { name: hyphenate(data.garage.garageName ?? '') }) : undefined}
      query={query}
    >
      {data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {translate('resources.seoPages.fields.url')}: <span dir="ltr">{data.page.url}</span>
          </Typography>
          {/* A page the garage has (read with its id) is updated, whatever its URL: a create would add a second page. */}
          <SeoForm
            page={data.page}
            mode={data.page._id ? 'update' : 'createThenUpdate'}
            onSaved={() => queryClient.invalidateQueries({ queryKey })}
          />
        </>
      )}
    </EditorShell>
  );
}
