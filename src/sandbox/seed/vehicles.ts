/**
 * Indian car and two-wheeler makes and models (our own fixture, no external data).
 *
 * Fuel types use the lead form's options (spec 001 §3: Petrol, Diesel, CNG, Electric, Other); strong
 * hybrids are listed as 'Other'. `segment` of a car is the price-grid class of the SEO pages
 * (Hatchback, Sedan, SUV, Luxury; MUVs count as SUV). `current: false` marks a model no longer sold new
 * but common in garages.
 */

export type FuelType = 'Petrol' | 'Diesel' | 'CNG' | 'Electric' | 'Other';
export const FUEL_TYPES: readonly FuelType[] = ['Petrol', 'Diesel', 'CNG', 'Electric', 'Other'];

export type CarSegment = 'Hatchback' | 'Sedan' | 'SUV' | 'Luxury';
export type BikeSegment = 'Motorcycle' | 'Scooter';

export interface VehicleModel<S extends string = string> {
  name: string;
  fuelTypes: readonly FuelType[];
  segment: S;
  /** Model-year range on sale (inclusive); the seed picks years inside it. */
  since: number;
  current?: false;
}

export interface VehicleMake<S extends string = string> {
  name: string;
  /** Rough share of the vehicles on Indian roads among these makes (weights, not exact figures). */
  share: number;
  models: readonly VehicleModel<S>[];
}

type M<S extends string> = VehicleModel<S>;
const P: readonly FuelType[] = ['Petrol'];
const D: readonly FuelType[] = ['Diesel'];
const E: readonly FuelType[] = ['Electric'];
const PD: readonly FuelType[] = ['Petrol', 'Diesel'];
const PC: readonly FuelType[] = ['Petrol', 'CNG'];
const PDC: readonly FuelType[] = ['Petrol', 'Diesel', 'CNG'];
const PH: readonly FuelType[] = ['Petrol', 'Other'];
const PCH: readonly FuelType[] = ['Petrol', 'CNG', 'Other'];

const car = (name: string, fuelTypes: readonly FuelType[], segment: CarSegment, since: number, current?: false): M<CarSegment> =>
  current === false ? { name, fuelTypes, segment, since, current } : { name, fuelTypes, segment, since };
const bike = (name: string, fuelTypes: readonly FuelType[], segment: BikeSegment, since: number, current?: false): M<BikeSegment> =>
  current === false ? { name, fuelTypes, segment, since, current } : { name, fuelTypes, segment, since };

export const CAR_MAKES: readonly VehicleMake<CarSegment>[] = [
  {
    name: 'Maruti Suzuki',
    share: 40,
    models: [
      car('Alto K10', PC, 'Hatchback', 2018),
      car('Wagon R', PC, 'Hatchback', 2018),
      car('Swift', PC, 'Hatchback', 2018),
      car('Dzire', PC, 'Sedan', 2018),
      car('Baleno', PC, 'Hatchback', 2018),
      car('Fronx', PC, 'SUV', 2023),
      car('Brezza', PC, 'SUV', 2018),
      car('Ertiga', PC, 'SUV', 2018),
      car('Grand Vitara', PCH, 'SUV', 2022),
      car('e Vitara', E, 'SUV', 2025),
    ],
  },
  {
    name: 'Hyundai',
    share: 15,
    models: [
      car('Grand i10 Nios', PC, 'Hatchback', 2019),
      car('i20', P, 'Hatchback', 2018),
      car('Aura', PC, 'Sedan', 2020),
      car('Exter', PC, 'SUV', 2023),
      car('Venue', PD, 'SUV', 2019),
      car('Verna', P, 'Sedan', 2018),
      car('Creta', PD, 'SUV', 2018),
      car('Creta Electric', E, 'SUV', 2025),
      car('Alcazar', PD, 'SUV', 2021),
      car('Tucson', PD, 'SUV', 2020),
    ],
  },
  {
    name: 'Tata',
    share: 12,
    models: [
      car('Tiago', PC, 'Hatchback', 2018),
      car('Tiago.ev', E, 'Hatchback', 2022),
      car('Altroz', PDC, 'Hatchback', 2020),
      car('Punch', PC, 'SUV', 2021),
      car('Punch.ev', E, 'SUV', 2024),
      car('Nexon', PDC, 'SUV', 2018),
      car('Nexon.ev', E, 'SUV', 2020),
      car('Curvv', PD, 'SUV', 2024),
      car('Harrier', D, 'SUV', 2019),
      car('Safari', D, 'SUV', 2021),
    ],
  },
  {
    name: 'Mahindra',
    share: 9,
    models: [
      car('Thar', PD, 'SUV', 2020),
      car('Thar Roxx', PD, 'SUV', 2024),
      car('Scorpio-N', PD, 'SUV', 2022),
      car('Scorpio Classic', D, 'SUV', 2018),
      car('XUV 3XO', PD, 'SUV', 2024),
      car('XUV700', PD, 'SUV', 2021),
      car('Bolero', D, 'SUV', 2018),
      car('Bolero Neo', D, 'SUV', 2021),
      car('BE 6', E, 'SUV', 2025),
      car('XEV 9e', E, 'SUV', 2025),
    ],
  },
  {
    name: 'Kia',
    share: 5,
    models: [
      car('Sonet', PD, 'SUV', 2020),
      car('Seltos', PD, 'SUV', 2019),
      car('Syros', PD, 'SUV', 2025),
      car('Carens Clavis', PD, 'SUV', 2025),
      car('Carnival', D, 'Luxury', 2020),
      car('EV6', E, 'Luxury', 2022),
    ],
  },
  {
    name: 'Toyota',
    share: 6,
    models: [
      car('Glanza', PC, 'Hatchback', 2019),
      car('Urban Cruiser Taisor', PC, 'SUV', 2024),
      car('Urban Cruiser Hyryder', PCH, 'SUV', 2022),
      car('Rumion', PC, 'SUV', 2023),
      car('Innova Crysta', D, 'SUV', 2018),
      car('Innova Hycross', PH, 'SUV', 2022),
      car('Fortuner', PD, 'SUV', 2018),
      car('Hilux', D, 'SUV', 2022),
      car('Camry', ['Other'], 'Luxury', 2019),
    ],
  },
  {
    name: 'Honda',
    share: 4,
    models: [
      car('Amaze', P, 'Sedan', 2018),
      car('City', P, 'Sedan', 2018),
      car('City e:HEV', ['Other'], 'Sedan', 2022),
      car('Elevate', P, 'SUV', 2023),
      car('WR-V', PD, 'SUV', 2018, false),
    ],
  },
  {
    name: 'MG',
    share: 2,
    models: [
      car('Comet EV', E, 'Hatchback', 2023),
      car('Windsor EV', E, 'SUV', 2024),
      car('ZS EV', E, 'SUV', 2020),
      car('Astor', P, 'SUV', 2021),
      car('Hector', PD, 'SUV', 2019),
      car('Hector Plus', PD, 'SUV', 2020),
      car('Gloster', D, 'SUV', 2020),
    ],
  },
  {
    name: 'Renault',
    share: 2.5,
    models: [car('Kwid', P, 'Hatchback', 2018), car('Triber', P, 'SUV', 2019), car('Kiger', P, 'SUV', 2021), car('Duster', PD, 'SUV', 2018)],
  },
  {
    name: 'Skoda',
    share: 1.5,
    models: [
      car('Kylaq', P, 'SUV', 2025),
      car('Kushaq', P, 'SUV', 2021),
      car('Slavia', P, 'Sedan', 2022),
      car('Kodiaq', P, 'Luxury', 2020),
      car('Octavia', P, 'Sedan', 2018, false),
    ],
  },
  {
    name: 'Volkswagen',
    share: 1.5,
    models: [
      car('Virtus', P, 'Sedan', 2022),
      car('Taigun', P, 'SUV', 2021),
      car('Tiguan R-Line', P, 'Luxury', 2025),
      car('Golf GTI', P, 'Luxury', 2025),
      car('Polo', P, 'Hatchback', 2018, false),
    ],
  },
  {
    name: 'Nissan',
    share: 1,
    models: [
      car('Magnite', PC, 'SUV', 2020),
      car('X-Trail', P, 'SUV', 2024),
      car('Kicks', P, 'SUV', 2019, false),
      car('Sunny', PD, 'Sedan', 2018, false),
    ],
  },
  {
    name: 'Mercedes-Benz',
    share: 0.5,
    models: [
      car('A-Class Limousine', PD, 'Luxury', 2021),
      car('C-Class', PD, 'Luxury', 2018),
      car('E-Class', PD, 'Luxury', 2018),
      car('GLA', PD, 'Luxury', 2021),
      car('GLC', PD, 'Luxury', 2019),
      car('GLE', PD, 'Luxury', 2019),
    ],
  },
  {
    name: 'BMW',
    share: 0.4,
    models: [
      car('2 Series Gran Coupe', PD, 'Luxury', 2021),
      car('3 Series', PD, 'Luxury', 2019),
      car('5 Series', P, 'Luxury', 2018),
      car('X1', PD, 'Luxury', 2018),
      car('X3', PD, 'Luxury', 2018),
      car('X5', PD, 'Luxury', 2019),
    ],
  },
  {
    name: 'Audi',
    share: 0.3,
    models: [
      car('A4', P, 'Luxury', 2018),
      car('A6', P, 'Luxury', 2019),
      car('Q3', P, 'Luxury', 2019),
      car('Q5', P, 'Luxury', 2018),
      car('Q7', P, 'Luxury', 2019),
    ],
  },
];

export const BIKE_MAKES: readonly VehicleMake<BikeSegment>[] = [
  {
    name: 'Hero',
    share: 30,
    models: [
      bike('Splendor Plus', P, 'Motorcycle', 2018),
      bike('HF Deluxe', P, 'Motorcycle', 2018),
      bike('Passion Plus', P, 'Motorcycle', 2020),
      bike('Glamour', P, 'Motorcycle', 2018),
      bike('Xtreme 125R', P, 'Motorcycle', 2024),
      bike('Xtreme 160R 4V', P, 'Motorcycle', 2020),
      bike('Xpulse 200 4V', P, 'Motorcycle', 2019),
      bike('Destini 125', P, 'Scooter', 2018),
      bike('Pleasure+ Xtec', P, 'Scooter', 2019),
      bike('Vida V2', E, 'Scooter', 2024),
    ],
  },
  {
    name: 'Honda',
    share: 25,
    models: [
      bike('Activa 110', P, 'Scooter', 2018),
      bike('Activa 125', P, 'Scooter', 2018),
      bike('Dio', P, 'Scooter', 2018),
      bike('Activa e:', E, 'Scooter', 2025),
      bike('Shine 100', P, 'Motorcycle', 2023),
      bike('Shine 125', P, 'Motorcycle', 2018),
      bike('SP 125', P, 'Motorcycle', 2019),
      bike('Unicorn', P, 'Motorcycle', 2018),
      bike('Hornet 2.0', P, 'Motorcycle', 2020),
      bike("CB350 H'ness", P, 'Motorcycle', 2020),
    ],
  },
  {
    name: 'TVS',
    share: 16,
    models: [
      bike('Jupiter', P, 'Scooter', 2018),
      bike('Ntorq 125', P, 'Scooter', 2018),
      bike('iQube', E, 'Scooter', 2020),
      bike('XL100', P, 'Motorcycle', 2018),
      bike('Raider 125', P, 'Motorcycle', 2021),
      bike('Apache RTR 160 4V', P, 'Motorcycle', 2018),
      bike('Apache RTR 310', P, 'Motorcycle', 2023),
      bike('Ronin', P, 'Motorcycle', 2022),
      bike('Sport', P, 'Motorcycle', 2018),
    ],
  },
  {
    name: 'Bajaj',
    share: 12,
    models: [
      bike('Pulsar 150', P, 'Motorcycle', 2018),
      bike('Pulsar N160', P, 'Motorcycle', 2022),
      bike('Pulsar NS200', P, 'Motorcycle', 2018),
      bike('Platina 110', P, 'Motorcycle', 2018),
      bike('CT 110X', P, 'Motorcycle', 2021),
      bike('Avenger Street 160', P, 'Motorcycle', 2019),
      bike('Dominar 400', P, 'Motorcycle', 2018),
      bike('Freedom 125', PC, 'Motorcycle', 2024),
      bike('Chetak', E, 'Scooter', 2020),
    ],
  },
  {
    name: 'Royal Enfield',
    share: 7,
    models: [
      bike('Classic 350', P, 'Motorcycle', 2018),
      bike('Bullet 350', P, 'Motorcycle', 2018),
      bike('Hunter 350', P, 'Motorcycle', 2022),
      bike('Meteor 350', P, 'Motorcycle', 2020),
      bike('Himalayan 450', P, 'Motorcycle', 2023),
      bike('Guerrilla 450', P, 'Motorcycle', 2024),
      bike('Interceptor 650', P, 'Motorcycle', 2018),
      bike('Continental GT 650', P, 'Motorcycle', 2018),
      bike('Super Meteor 650', P, 'Motorcycle', 2023),
    ],
  },
  {
    name: 'Yamaha',
    share: 4,
    models: [
      bike('FZ-S Fi V4', P, 'Motorcycle', 2021),
      bike('FZ-X', P, 'Motorcycle', 2021),
      bike('MT-15 V2', P, 'Motorcycle', 2019),
      bike('R15 V4', P, 'Motorcycle', 2021),
      bike('Fascino 125', P, 'Scooter', 2019),
      bike('RayZR 125', P, 'Scooter', 2019),
      bike('Aerox 155', P, 'Scooter', 2021),
    ],
  },
  {
    name: 'Suzuki',
    share: 4,
    models: [
      bike('Access 125', P, 'Scooter', 2018),
      bike('Burgman Street 125', P, 'Scooter', 2018),
      bike('Avenis', P, 'Scooter', 2021),
      bike('e-Access', E, 'Scooter', 2025),
      bike('Gixxer', P, 'Motorcycle', 2018),
      bike('Gixxer SF 250', P, 'Motorcycle', 2019),
      bike('V-Strom SX', P, 'Motorcycle', 2022),
    ],
  },
  {
    name: 'KTM',
    share: 1,
    models: [
      bike('125 Duke', P, 'Motorcycle', 2018),
      bike('200 Duke', P, 'Motorcycle', 2018),
      bike('250 Duke', P, 'Motorcycle', 2018),
      bike('390 Duke', P, 'Motorcycle', 2018),
      bike('RC 200', P, 'Motorcycle', 2018),
      bike('RC 390', P, 'Motorcycle', 2018),
      bike('390 Adventure', P, 'Motorcycle', 2020),
    ],
  },
  {
    name: 'Ather',
    share: 1.5,
    models: [
      bike('450S', E, 'Scooter', 2023),
      bike('450X', E, 'Scooter', 2020),
      bike('450 Apex', E, 'Scooter', 2024),
      bike('Rizta', E, 'Scooter', 2024),
    ],
  },
  {
    name: 'Ola Electric',
    share: 2,
    models: [
      bike('S1 Pro', E, 'Scooter', 2021),
      bike('S1 Air', E, 'Scooter', 2023),
      bike('S1 X', E, 'Scooter', 2023),
      bike('Roadster X', E, 'Motorcycle', 2025),
    ],
  },
];

/** Makes for a lead-form vehicle type (1 = 4W, 2 = 2W). */
export function makesFor(vehicleType: 1 | 2): readonly VehicleMake[] {
  return vehicleType === 1 ? CAR_MAKES : BIKE_MAKES;
}
