import type { DropStaleRows } from '../../data/dataProvider';
import { api } from '../../api/endpoints';
import { request } from '../../api/http';
import { approveGarage, garageManagement, sendGarageApproval } from './index';
import { ourGarage } from './online';
import type { GarageCalls } from './provider';

export function garageCalls(dropStaleRows: DropStaleRows): GarageCalls {
  /** Runs a write; once it succeeds, the lists of the resources at `routes` drop their cached rows. */
  const writing =
    (...routes: string[]) =>
    async <Answer>(write: () => Promise<Answer>) => {
      const answer = await write();
      routes.forEach(dropStaleRows);
      return answer;
    };
  const garagePortal = writing(garageManagement.route);
  // Services, images and social media are edited from both portals' rows.
  const bothPortals = writing(garageManagement.route, ourGarage.route);
  return {
    singleGarage: async (garageId) => (await request(api.getSingleGarage, { garageId })).data,
    garageCategories: async (garageId) => (await request(api.garageCategoryList, { garageId })).data ?? [],
    addGarageServices: (garageId, services) => bothPortals(() => request(api.garageAddServices, { garageId, services })),
    garageBankDetails: async (garageId) => (await request(api.garageBankDetails, { garageId })).data,
    socialMediaOptions: async () => (await request(api.socialMediaOptions)).listOfSocialMedias ?? [],
    updateGarageSocialMedias: (garageId, socialMedias) => bothPortals(() => request(api.garageUpdateSocialMedias, { garageId, socialMedias })),
    updateGarageCoins: (payload) => garagePortal(() => request(api.garageUpdateCoins, payload)),
    updateGarageImages: (garageId, garageImages) =>
      bothPortals(() =>
        request(api.garageUpdate, {
          garageId,
          garageImages: garageImages.map(({ image = '', alt = '', isApproved = 'none' }) => ({ image, alt, isApproved })),
        }),
      ),
    approveGarage: (garageId) => writing(approveGarage.route)(() => sendGarageApproval(garageId)),
  };
}
