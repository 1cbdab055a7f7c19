import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GarageIcon from '@mui/icons-material/Garage';
import GroupIcon from '@mui/icons-material/Group';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import NearMeIcon from '@mui/icons-material/NearMe';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SendIcon from '@mui/icons-material/Send';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarRateIcon from '@mui/icons-material/StarRate';
import StoreIcon from '@mui/icons-material/Store';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import TableViewIcon from '@mui/icons-material/TableView';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VerifiedIcon from '@mui/icons-material/Verified';
import { defineResource, type MenuGroup, type Portal } from './defineResource';
import type { ComponentType } from 'react';

/**
 * Screens of the route table whose definitions later work completes. They are declared now so the
 * menu, routes and access rules are whole; each shows a 'not built yet' page until its folder exists.
 */
function upcoming(portal: Portal, name: string, key: string, icon: ComponentType, order?: number, group?: MenuGroup) {
  return defineResource({ name, key, portal, menu: order === undefined ? undefined : { icon, order, group } });
}

export const upcomingResources = [
  upcoming('vrgarage', 'GarageManagement', 'garageManagement', GarageIcon, 10),
  upcoming('vrgarage', 'ApproveGarage', 'approveGarage', VerifiedIcon, 20),
  upcoming('vrgarage', 'subAdminManagement', 'subAdmins', SupervisorAccountIcon, 30, 'subAdminManagement'),
  upcoming('vrgarage', 'roles', 'roles', AdminPanelSettingsIcon, 31, 'subAdminManagement'),
  upcoming('vrgarage', 'features', 'features', ToggleOnIcon, 40),
  upcoming('vrgarage', 'Promocodes', 'promoCodes', LocalOfferIcon, 50),
  upcoming('vrgarage', 'SaleInvoice', 'saleInvoices', ReceiptLongIcon, 60, 'analytics'),
  upcoming('vrgarage', 'Purchase', 'purchaseInvoices', ShoppingCartIcon, 61, 'analytics'),
  upcoming('vrgarage', 'JobCard', 'jobCards', AssignmentIcon, 62, 'analytics'),
  upcoming('vrgarage', 'Vendors', 'vendors', StoreIcon, 63, 'analytics'),
  upcoming('vrgarage', 'Inventory', 'inventory', Inventory2Icon, 64, 'analytics'),
  upcoming('vrgarage', 'Subscription', 'subscriptions', CardMembershipIcon, 65, 'analytics'),
  upcoming('vrgarage', 'SubscriptionEnquiry', 'subscriptionEnquiries', ContactMailIcon, 66, 'analytics'),
  upcoming('vrgarage', 'Rewards', 'rewards', RedeemIcon, 67, 'analytics'),
  upcoming('vrgarage', 'Ratings', 'ratings', StarRateIcon, 68, 'analytics'),
  upcoming('vrgarage', 'Pushnotifications', 'pushNotifications', NotificationsActiveIcon, 69, 'analytics'),
  upcoming('vrgarage', 'xlsTracking', 'xlsTracking', TableViewIcon, 70, 'analytics'),
  upcoming('vrgarage', 'sales', 'coinsHistory', MonetizationOnIcon, 95),
  upcoming('vrgarage', 'leadManagement', 'leadManagement', PersonAddIcon, 100, 'leadManagement'),
  upcoming('vrgarage', 'leads', 'leadsProceed', LeaderboardIcon, 101, 'leadManagement'),
  upcoming('vrgarage', 'notifications', 'notifications', NotificationsActiveIcon),
  upcoming('vrgarage', 'customerManagement', 'customerManagement', PeopleIcon),
  upcoming('product', 'page', 'seoPages', ArticleIcon, 10),
  upcoming('product', 'approveGarage', 'onlineApproveGarage', VerifiedIcon, 20),
  upcoming('product', 'ourGarage', 'ourGarage', StorefrontIcon, 30),
  upcoming('product', 'nearme', 'nearMePages', NearMeIcon, 40),
  upcoming('product', 'mycustomer', 'myCustomers', PeopleIcon, 50),
  upcoming('product', 'booking', 'bookings', EventNoteIcon, 60),
  upcoming('product', 'leads', 'customerLeads', SendIcon, 70),
  upcoming('product', 'servicePage', 'servicePages', MiscellaneousServicesIcon, 80),
  upcoming('product', 'users', 'users', GroupIcon, 90),
  upcoming('product', 'quotes', 'quotes', RequestQuoteIcon, 100),
];
