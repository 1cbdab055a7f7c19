/**
 * Pools of realistic Indian names, places and businesses, built once per seed so that generating
 * 100,000 garages is a matter of picking by index rather than calling faker per field.
 */
import type { Faker } from '@faker-js/faker';
import type { BusinessType, GarageType } from '../records';
import type { Rng } from './random';

export interface Person {
  first: string;
  last: string;
  gender: 'Male' | 'Female';
  /** "First Last". */
  full: string;
}

const COMMON_MALE = [
  'Rahul',
  'Amit',
  'Suresh',
  'Ramesh',
  'Vikram',
  'Arjun',
  'Rohan',
  'Karthik',
  'Sandeep',
  'Manoj',
  'Rajesh',
  'Prakash',
  'Anil',
  'Sunil',
  'Deepak',
  'Vijay',
  'Ajay',
  'Naveen',
  'Pradeep',
  'Sachin',
  'Abhishek',
  'Aditya',
  'Harish',
  'Mahesh',
  'Ganesh',
  'Imran',
  'Faisal',
  'Mohammed',
  'Irfan',
  'Salim',
  'Gurpreet',
  'Harpreet',
  'Manpreet',
  'Joseph',
  'Thomas',
  'Anthony',
  'Venkatesh',
  'Srinivas',
  'Murali',
  'Balaji',
  'Kiran',
  'Nikhil',
  'Varun',
  'Siddharth',
  'Yash',
  'Akash',
  'Ravi',
  'Dinesh',
  'Santosh',
  'Vinod',
];
const COMMON_FEMALE = [
  'Priya',
  'Anjali',
  'Sneha',
  'Pooja',
  'Neha',
  'Kavya',
  'Divya',
  'Lakshmi',
  'Meera',
  'Ananya',
  'Swati',
  'Shreya',
  'Nisha',
  'Ritu',
  'Sunita',
  'Asha',
  'Deepa',
  'Aishwarya',
  'Harini',
  'Bhavana',
  'Fatima',
  'Ayesha',
  'Simran',
  'Jaspreet',
  'Mary',
  'Riya',
  'Tanvi',
  'Sakshi',
  'Nandini',
  'Revathi',
];
const EXTRA_SURNAMES = [
  'Kumar',
  'Yadav',
  'Rao',
  'Naidu',
  'Das',
  'Ghosh',
  'Mukherjee',
  'Chauhan',
  'Thakur',
  'Rathod',
  'Pawar',
  'Jadhav',
  'Shinde',
  'Kulkarni',
  'Shaikh',
  'Ansari',
  'Qureshi',
  "D'Souza",
  'Fernandes',
  'Sandhu',
  'Dhillon',
  'Mehta',
  'Bhatt',
  'Chowdhury',
  'Hegde',
  'Shetty',
  'Kamath',
  'Pandya',
  'Solanki',
  'Tiwari',
  'Srivastava',
  'Saxena',
  'Mathew',
  'Thomas',
  'Krishnan',
  'Subramanian',
  'Murthy',
  'Goud',
  'Sahu',
  'Mohanty',
];

const AVOID = new Set(['Anal', 'Kama', 'Kin', 'Lai']);

/** Builds `size` people: half the first names from faker en_IN, half from the common list; surnames from both. */
export function buildPeople(faker: Faker, rng: Rng, size: number): Person[] {
  const out: Person[] = [];
  for (let i = 0; i < size; i++) {
    const gender: Person['gender'] = rng.chance(0.72) ? 'Male' : 'Female';
    const sex = gender === 'Male' ? 'male' : 'female';
    let first = rng.chance(0.5) ? faker.person.firstName(sex) : rng.pick(gender === 'Male' ? COMMON_MALE : COMMON_FEMALE);
    // Real names that read badly in an English interface.
    if (AVOID.has(first)) first = rng.pick(gender === 'Male' ? COMMON_MALE : COMMON_FEMALE);
    const last = rng.chance(0.6) ? faker.person.lastName() : rng.pick(EXTRA_SURNAMES);
    out.push({ first, last, gender, full: `${first} ${last}` });
  }
  return out;
}

export const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.co.in', 'yahoo.com', 'outlook.com', 'rediffmail.com', 'hotmail.com'];

export function emailLocal(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

// ---------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------

/** Well-known localities of the metros (by city name as in country-state-city). */
export const METRO_AREAS: Readonly<Record<string, readonly string[]>> = {
  Mumbai: [
    'Andheri West',
    'Andheri East',
    'Bandra West',
    'Powai',
    'Goregaon East',
    'Malad West',
    'Borivali West',
    'Kurla West',
    'Chembur',
    'Ghatkopar East',
    'Dadar West',
    'Lower Parel',
    'Vile Parle East',
    'Mulund West',
    'Santacruz East',
  ],
  Delhi: [
    'Karol Bagh',
    'Lajpat Nagar',
    'Rohini Sector 7',
    'Dwarka Sector 10',
    'Janakpuri',
    'Saket',
    'Mayur Vihar Phase 1',
    'Pitampura',
    'Kirti Nagar',
    'Okhla Phase 2',
    'Rajouri Garden',
    'Preet Vihar',
    'Naraina Industrial Area',
  ],
  'New Delhi': ['Connaught Place', 'Greater Kailash', 'Hauz Khas', 'Vasant Kunj', 'Defence Colony', 'Chanakyapuri', 'Green Park', 'Malviya Nagar'],
  Bengaluru: [
    'Koramangala',
    'Indiranagar',
    'Whitefield',
    'HSR Layout',
    'Jayanagar',
    'BTM Layout',
    'Electronic City',
    'Marathahalli',
    'Hebbal',
    'Yelahanka',
    'Banashankari',
    'Rajajinagar',
    'Bellandur',
    'JP Nagar',
  ],
  Chennai: [
    'T. Nagar',
    'Anna Nagar',
    'Velachery',
    'Adyar',
    'Tambaram',
    'Porur',
    'Guindy',
    'Mylapore',
    'Ambattur',
    'OMR Thoraipakkam',
    'Kodambakkam',
    'Perungudi',
  ],
  Kolkata: [
    'Salt Lake Sector V',
    'Park Street',
    'Ballygunge',
    'New Town',
    'Behala',
    'Garia',
    'Dum Dum',
    'Tollygunge',
    'Howrah Maidan',
    'Jadavpur',
    'Rajarhat',
  ],
  Hyderabad: [
    'Gachibowli',
    'Madhapur',
    'Kukatpally',
    'Banjara Hills',
    'Jubilee Hills',
    'Ameerpet',
    'Kondapur',
    'Miyapur',
    'LB Nagar',
    'Dilsukhnagar',
    'Uppal',
    'Begumpet',
  ],
  Pune: [
    'Hinjewadi',
    'Kothrud',
    'Wakad',
    'Baner',
    'Viman Nagar',
    'Hadapsar',
    'Kharadi',
    'Aundh',
    'Shivajinagar',
    'Pimple Saudagar',
    'Bhosari MIDC',
    'Kondhwa',
  ],
  Ahmedabad: [
    'Navrangpura',
    'Satellite',
    'Bodakdev',
    'Maninagar',
    'Vastrapur',
    'Prahlad Nagar',
    'Naroda',
    'Chandkheda',
    'Thaltej',
    'Odhav GIDC',
    'Gota',
  ],
};

/** Generic locality names found in most Indian towns. */
export const GENERIC_AREAS = [
  'MG Road',
  'Civil Lines',
  'Station Road',
  'Gandhi Nagar',
  'Shastri Nagar',
  'Nehru Nagar',
  'Indira Nagar',
  'Rajendra Nagar',
  'Model Town',
  'Sector 14',
  'Sector 22',
  'Industrial Area',
  'Ram Nagar',
  'Subhash Nagar',
  'Patel Nagar',
  'Old Town',
  'Market Yard',
  'Bus Stand Road',
  'Ring Road',
  'Bypass Road',
  'Transport Nagar',
  'Auto Nagar',
  'Mahaveer Nagar',
  'Ashok Nagar',
  'Vidya Nagar',
  'Jawahar Nagar',
  'Sadar Bazaar',
  'Railway Colony',
  'Kalyan Nagar',
  'Housing Board Colony',
  'College Road',
];

export const STREETS = [
  'Main Road',
  '1st Cross',
  '2nd Main',
  '4th Cross Road',
  'Link Road',
  'Service Road',
  'Station Road',
  'Temple Street',
  'Gandhi Road',
  'Market Road',
  'Highway Road',
  'Bazaar Street',
  'Church Road',
  'Mill Road',
  'Hospital Road',
  'School Lane',
];

export const ADDRESS_PREFIXES = ['Shop No.', 'Plot No.', 'Gala No.', 'Unit', 'Survey No.', 'Door No.'];

// ---------------------------------------------------------------------------------------------
// Garages
// ---------------------------------------------------------------------------------------------

const NAME_PREFIXES = [
  'Sai',
  'Shree',
  'Shri Ganesh',
  'Balaji',
  'Om Sai',
  'Jai Hind',
  'Royal',
  'Star',
  'New India',
  'Krishna',
  'Lakshmi',
  'Durga',
  'Mahalaxmi',
  'Apex',
  'Prime',
  'Elite',
  'Metro',
  'City',
  'Highway',
  'Speedway',
  'Turbo',
  'Perfect',
  'Classic',
  'Friends',
  'Guru Nanak',
  'Sri Venkateswara',
  'Annapurna',
  'Jai Bhavani',
  'Bharat',
  'National',
  'Universal',
  'Supreme',
  'Galaxy',
  'Modern',
  'Reliable',
  'Trust',
  'Swift',
  'Pit Stop',
  'Gear Up',
  'Wheels',
  'Ambika',
  'Murugan',
  'Ayyappa',
  'Sahyadri',
  'Kaveri',
  'Ganga',
  'Narmada',
  'Tirupati',
  'Hanuman',
  'Vishwakarma',
];

const SUFFIXES: Readonly<Record<BusinessType, Readonly<Record<GarageType, readonly string[]>>>> = {
  Workshops: {
    1: [
      'Auto Works',
      'Motors',
      'Motor Garage',
      'Car Care',
      'Automobiles',
      'Car Service Centre',
      'Auto Garage',
      'Auto Clinic',
      'Car Point',
      'Motor Works',
    ],
    2: ['Two Wheeler Works', 'Bike Point', 'Moto Care', 'Bike Service Centre', 'Auto Garage', 'Bike Clinic', 'Motor Cycle Works'],
    3: ['Auto Works', 'Automobiles', 'Auto Service Station', 'Service Centre', 'Motors', 'Auto Garage', 'Auto Hub'],
  },
  Accessories: {
    1: ['Car Accessories', 'Car Decor', 'Auto Spares', 'Tyres & Batteries', 'Car Audio', 'Auto Accessories'],
    2: ['Bike Accessories', 'Moto Gear', 'Auto Spares', 'Tyres & Batteries', 'Bike Decor'],
    3: ['Auto Accessories', 'Auto Spares', 'Tyres & Batteries', 'Motor Stores', 'Auto Mart'],
  },
  Washing: {
    1: ['Car Spa', 'Auto Detailing', 'Car Wash', 'Foam Wash Studio', 'Detailing Studio', 'Car Salon'],
    2: ['Bike Wash', 'Bike Spa', 'Moto Detailing'],
    3: ['Car & Bike Wash', 'Auto Spa', 'Detailing Hub', 'Wash Point'],
  },
};

/** A garage name: prefix (or owner surname) + a suffix fitting its business and vehicle type. */
export function garageName(rng: Rng, business: BusinessType, type: GarageType, ownerLast: string): string {
  const prefix = rng.chance(0.22) ? ownerLast : rng.pick(NAME_PREFIXES);
  return `${prefix} ${rng.pick(SUFFIXES[business][type])}`;
}

export const BANKS: ReadonlyArray<{ name: string; ifsc: string; digits: number }> = [
  { name: 'State Bank of India', ifsc: 'SBIN', digits: 11 },
  { name: 'HDFC Bank', ifsc: 'HDFC', digits: 14 },
  { name: 'ICICI Bank', ifsc: 'ICIC', digits: 12 },
  { name: 'Axis Bank', ifsc: 'UTIB', digits: 15 },
  { name: 'Kotak Mahindra Bank', ifsc: 'KKBK', digits: 10 },
  { name: 'Bank of Baroda', ifsc: 'BARB', digits: 14 },
  { name: 'Punjab National Bank', ifsc: 'PUNB', digits: 16 },
  { name: 'Canara Bank', ifsc: 'CNRB', digits: 13 },
  { name: 'Union Bank of India', ifsc: 'UBIN', digits: 15 },
  { name: 'IDFC FIRST Bank', ifsc: 'IDFB', digits: 11 },
  { name: 'Yes Bank', ifsc: 'YESB', digits: 15 },
  { name: 'IndusInd Bank', ifsc: 'INDB', digits: 12 },
  { name: 'Federal Bank', ifsc: 'FDRL', digits: 14 },
  { name: 'Indian Bank', ifsc: 'IDIB', digits: 10 },
  { name: 'Bank of India', ifsc: 'BKID', digits: 15 },
];

export const INSURERS = [
  'ICICI Lombard',
  'HDFC ERGO',
  'Bajaj General Insurance',
  'Tata AIG',
  'New India Assurance',
  'United India Insurance',
  'Go Digit General Insurance',
  'Acko General Insurance',
  'SBI General Insurance',
  'Oriental Insurance',
  'National Insurance',
  'Reliance General Insurance',
];

export const CAR_VARIANTS = [
  'LXi',
  'VXi',
  'ZXi',
  'ZXi+',
  'Sigma',
  'Delta',
  'Zeta',
  'Alpha',
  'E',
  'S',
  'SX',
  'SX(O)',
  'Asta',
  'XE',
  'XM',
  'XZ+',
  'Pure',
  'Creative',
  'AX5',
  'AX7',
  'HTK+',
  'GTX+',
];
export const BIKE_VARIANTS = ['Standard', 'Drum', 'Disc', 'Deluxe', 'Single Channel ABS', 'Dual Channel ABS', 'Smart Connect', 'Pro'];

/** Spare-part vendors of garages. */
export const VENDOR_NAMES = [
  'Sri Balaji Auto Spares',
  'Bosch Service Parts Depot',
  'Maruti Genuine Parts Distributor',
  'Ganesh Lubricants',
  'New Bharat Auto Parts',
  'Raj Tyres & Batteries',
  'Castrol Lubes Distributor',
  'Apex Auto Electricals',
  'Shree Ram Paints & Hardware',
  'Metro Auto Glass',
  'Minda Parts Dealer',
  'Hyundai Mobis Parts Stockist',
  'Tata Motors Genuine Parts',
  'Kaveri Auto Components',
  'Amaron Battery Point',
  'Exide Care',
  'Lakshmi Bearings & Belts',
  'Royal Radiators',
  'Hero Genuine Parts Stockist',
  'TVS Spares Agency',
];

export interface PartTemplate {
  partName: string;
  brands: readonly string[];
  hsn: string;
  rate: readonly [number, number];
  vehicleType: 1 | 2;
}

export const PARTS: readonly PartTemplate[] = [
  { partName: 'Engine Oil 5W-30 (3.5 L)', brands: ['Castrol', 'Mobil', 'Shell', 'Gulf'], hsn: '27101980', rate: [1800, 3200], vehicleType: 1 },
  { partName: 'Oil Filter', brands: ['Bosch', 'Purolator', 'Mann'], hsn: '84212300', rate: [180, 650], vehicleType: 1 },
  { partName: 'Air Filter', brands: ['Bosch', 'Purolator', 'Mann'], hsn: '84213100', rate: [250, 900], vehicleType: 1 },
  { partName: 'Cabin AC Filter', brands: ['Bosch', 'Mahle', 'Purolator'], hsn: '84213100', rate: [300, 950], vehicleType: 1 },
  { partName: 'Front Brake Pads', brands: ['Bosch', 'Brembo', 'TVS Girling', 'Rane'], hsn: '87083000', rate: [900, 3200], vehicleType: 1 },
  { partName: 'Spark Plug', brands: ['NGK', 'Bosch', 'Denso'], hsn: '85111000', rate: [150, 650], vehicleType: 1 },
  { partName: 'Clutch Plate Set', brands: ['Valeo', 'LuK', 'Exedy'], hsn: '87089300', rate: [3500, 8500], vehicleType: 1 },
  { partName: 'Wiper Blade Pair', brands: ['Bosch', 'Valeo', '3M'], hsn: '85129000', rate: [450, 1400], vehicleType: 1 },
  { partName: 'Car Battery 35Ah', brands: ['Amaron', 'Exide', 'SF Sonic'], hsn: '85071000', rate: [3800, 6200], vehicleType: 1 },
  { partName: 'Coolant (1 L)', brands: ['Prestone', 'Castrol', 'Motul'], hsn: '38200000', rate: [280, 650], vehicleType: 1 },
  { partName: 'Headlamp Bulb H4', brands: ['Philips', 'Osram'], hsn: '85392120', rate: [250, 1200], vehicleType: 1 },
  { partName: 'Timing Belt', brands: ['Gates', 'Dayco', 'Continental'], hsn: '40103999', rate: [900, 2800], vehicleType: 1 },
  { partName: 'Shock Absorber', brands: ['Gabriel', 'Monroe', 'KYB'], hsn: '87088000', rate: [1800, 5200], vehicleType: 1 },
  {
    partName: 'Tyre 185/65 R15',
    brands: ['MRF', 'CEAT', 'Apollo', 'JK Tyre', 'Bridgestone', 'Michelin'],
    hsn: '40111010',
    rate: [3900, 6800],
    vehicleType: 1,
  },
  {
    partName: 'Engine Oil 10W-30 (1 L)',
    brands: ['Castrol Activ', 'Motul', 'Hero 4T Plus', 'Honda Genuine Oil'],
    hsn: '27101980',
    rate: [320, 750],
    vehicleType: 2,
  },
  { partName: 'Chain Sprocket Kit', brands: ['Rolon', 'Diamond', 'TIDC'], hsn: '73151100', rate: [900, 2400], vehicleType: 2 },
  { partName: 'Brake Shoe Set', brands: ['TVS Girling', 'Bosch', 'Endurance'], hsn: '87141090', rate: [180, 450], vehicleType: 2 },
  { partName: 'Disc Brake Pads', brands: ['Brembo', 'Bosch', 'Endurance'], hsn: '87141090', rate: [350, 1200], vehicleType: 2 },
  { partName: 'Bike Battery 5Ah', brands: ['Amaron', 'Exide'], hsn: '85071000', rate: [1300, 2100], vehicleType: 2 },
  { partName: 'Bike Tyre 100/80-17', brands: ['MRF', 'CEAT', 'TVS Eurogrip', 'Apollo'], hsn: '40114000', rate: [1400, 2600], vehicleType: 2 },
  { partName: 'Clutch Cable', brands: ['Minda', 'Lumax', 'Genuine'], hsn: '87141090', rate: [120, 350], vehicleType: 2 },
  { partName: 'Spark Plug (Bike)', brands: ['NGK', 'Bosch'], hsn: '85111000', rate: [110, 320], vehicleType: 2 },
];
