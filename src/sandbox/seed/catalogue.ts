/**
 * Service catalogue of the sandbox: main categories and the services inside them (our own fixture).
 *
 * `vehicleType`: 1 car, 2 bike, 3 both (spec 000 §3). `businessTypes` says which kinds of garage offer
 * the category (used to give seeded garages coherent categories); `price` is an indicative starting
 * price in rupees for a hatchback (car services) or a commuter bike (bike services), used for SEO price
 * grids, invoices and quotes. `includes` is the What's Included text (commas make new lines in the apps).
 * Neither `businessTypes`, `price` nor `includes` is part of the documented records.
 */
import type { BusinessType, VehicleType } from '../records';

export interface CatalogueService {
  serviceName: string;
  serviceDescription: string;
  price: number;
  includes?: string;
  /** false = seeded inactive. */
  active?: false;
}

export interface CatalogueCategory {
  categoryName: string;
  categoryDescription: string;
  vehicleType: VehicleType;
  businessTypes: readonly BusinessType[];
  /** false = seeded inactive. */
  active?: false;
  /** false = seeded without an image (the list shows an initials avatar). */
  image?: false;
  services: readonly CatalogueService[];
}

const W: readonly BusinessType[] = ['Workshops'];
const WA: readonly BusinessType[] = ['Workshops', 'Accessories'];
const A: readonly BusinessType[] = ['Accessories'];
const WW: readonly BusinessType[] = ['Washing', 'Workshops'];

export const CATALOGUE: readonly CatalogueCategory[] = [
  {
    categoryName: 'Periodic Service',
    categoryDescription:
      "Scheduled maintenance as per the manufacturer's service schedule: engine oil, filters, fluid top-ups and a multi-point inspection.",
    vehicleType: 1,
    businessTypes: W,
    services: [
      {
        serviceName: 'Basic Car Service',
        serviceDescription:
          'Engine oil and oil filter replacement, fluid top-ups and a 25-point safety check. Recommended every 5,000 km or 3 months.',
        price: 2499,
        includes: 'Engine oil replacement,Oil filter replacement,Coolant top-up,Wiper fluid top-up,Battery water top-up,Car wash',
      },
      {
        serviceName: 'Standard Car Service',
        serviceDescription:
          'Everything in the basic service plus air filter, brake cleaning and interior vacuuming. Recommended every 10,000 km or 6 months.',
        price: 3999,
        includes: 'Engine oil replacement,Oil filter replacement,Air filter cleaning,Front brake pads cleaning,Interior vacuuming,Car wash',
      },
      {
        serviceName: 'Comprehensive Car Service',
        serviceDescription:
          'Full annual service with spark plugs, cabin filter, brake fluid and a 50-point inspection. Recommended every 20,000 km or 1 year.',
        price: 5999,
        includes:
          'Engine oil replacement,Oil and air filter replacement,Cabin AC filter replacement,Spark plugs replacement,Brake fluid top-up,Throttle body cleaning,50-point inspection',
      },
      {
        serviceName: 'Engine Oil Change',
        serviceDescription: 'Drain and refill with fully synthetic or semi-synthetic oil of the grade your manufacturer recommends.',
        price: 1699,
      },
      {
        serviceName: 'Brake Fluid Replacement',
        serviceDescription: 'Flush and refill with DOT 4 brake fluid and bleed all four wheels.',
        price: 999,
      },
      {
        serviceName: 'Coolant Replacement',
        serviceDescription: 'Radiator flush and refill with long-life coolant; hoses and radiator cap checked.',
        price: 1199,
      },
    ],
  },
  {
    categoryName: 'Denting & Painting',
    categoryDescription: 'Panel dent removal and paint work with colour-matched, oven-baked paint and a warranty on the finish.',
    vehicleType: 1,
    businessTypes: W,
    services: [
      {
        serviceName: 'Front Bumper Paint',
        serviceDescription: 'Sanding, primer and two coats of colour-matched paint on the front bumper.',
        price: 2799,
      },
      {
        serviceName: 'Rear Bumper Paint',
        serviceDescription: 'Sanding, primer and two coats of colour-matched paint on the rear bumper.',
        price: 2799,
      },
      { serviceName: 'Door Dent Repair & Paint', serviceDescription: 'Dent pulling, putty work and paint for one door panel.', price: 3299 },
      { serviceName: 'Bonnet Paint', serviceDescription: 'Complete repaint of the bonnet including clear coat and polishing.', price: 3499 },
      {
        serviceName: 'Full Body Paint',
        serviceDescription: 'Complete repaint of all panels in the original shade with a one-year finish warranty.',
        price: 24999,
      },
      {
        serviceName: 'Scratch Removal',
        serviceDescription: 'Machine rubbing and compounding to remove light scratches and swirl marks.',
        price: 1499,
      },
      {
        serviceName: 'Alloy Wheel Painting',
        serviceDescription: 'Set of four alloy wheels stripped and repainted in silver, black or gunmetal.',
        price: 3999,
      },
    ],
  },
  {
    categoryName: 'AC Service & Repair',
    categoryDescription: 'Air-conditioning service, gas top-up and repair of compressors, condensers and cooling coils.',
    vehicleType: 1,
    businessTypes: W,
    services: [
      {
        serviceName: 'Regular AC Service',
        serviceDescription: 'AC gas top-up up to 400 g, cabin filter cleaning, condenser cleaning and a cooling check.',
        price: 1999,
        includes: 'AC gas top-up,Cabin filter cleaning,Condenser cleaning,Vent temperature check',
      },
      {
        serviceName: 'High Performance AC Service',
        serviceDescription: 'Full gas recharge, compressor oil, leak test with dye and cooling coil cleaning.',
        price: 3499,
      },
      { serviceName: 'AC Gas Top-up', serviceDescription: 'Refrigerant (R134a or R1234yf) top-up with a pressure and leak check.', price: 1499 },
      {
        serviceName: 'AC Compressor Repair',
        serviceDescription: 'Diagnosis and repair or replacement of the AC compressor and clutch.',
        price: 8999,
      },
      {
        serviceName: 'Cooling Coil Replacement',
        serviceDescription: 'Dashboard removal and evaporator coil replacement with a fresh gas charge.',
        price: 7499,
      },
      { serviceName: 'AC Blower Motor Repair', serviceDescription: 'Repair or replacement of the blower motor and its resistor.', price: 2499 },
    ],
  },
  {
    categoryName: 'Batteries',
    categoryDescription: 'Battery check, jump start and replacement with Amaron, Exide and SF Sonic batteries carrying manufacturer warranty.',
    vehicleType: 3,
    businessTypes: WA,
    services: [
      {
        serviceName: 'Battery Replacement',
        serviceDescription: 'Old battery taken back and a new battery fitted with the manufacturer warranty.',
        price: 4599,
      },
      { serviceName: 'Battery Jump Start', serviceDescription: 'Doorstep jump start for a discharged battery.', price: 499 },
      { serviceName: 'Battery Health Check', serviceDescription: 'Voltage, cranking and charging-system test with a printed report.', price: 199 },
      { serviceName: 'Alternator Repair', serviceDescription: 'Alternator overhaul: brushes, bearings and regulator.', price: 3499 },
    ],
  },
  {
    categoryName: 'Tyres & Wheel Care',
    categoryDescription: 'Alignment, balancing, rotation and tyre replacement from MRF, CEAT, Apollo, JK Tyre, Bridgestone and Michelin.',
    vehicleType: 1,
    businessTypes: WA,
    services: [
      { serviceName: 'Wheel Alignment', serviceDescription: '3D computerised wheel alignment for all four wheels.', price: 599 },
      { serviceName: 'Wheel Balancing', serviceDescription: 'Dynamic balancing of four wheels with weights included.', price: 499 },
      { serviceName: 'Tyre Replacement', serviceDescription: 'Fitting of a new tyre with valve, balancing and old tyre disposal.', price: 4299 },
      { serviceName: 'Tyre Rotation', serviceDescription: 'Front-to-rear rotation for even wear, with pressure set to specification.', price: 399 },
      { serviceName: 'Puncture Repair', serviceDescription: 'Tubeless puncture repair with mushroom plug.', price: 199 },
      { serviceName: 'Alloy Wheel Repair', serviceDescription: 'Straightening of a bent alloy wheel and crack welding.', price: 1799 },
    ],
  },
  {
    categoryName: 'Car Wash & Detailing',
    categoryDescription: 'Foam wash, interior deep cleaning, polishing and ceramic or PPF protection.',
    vehicleType: 1,
    businessTypes: WW,
    services: [
      { serviceName: 'Foam Car Wash', serviceDescription: 'Exterior foam wash, tyre dressing and interior vacuuming.', price: 499 },
      { serviceName: 'Interior Deep Cleaning', serviceDescription: 'Seat, roof and carpet shampooing with steam sanitisation.', price: 2299 },
      {
        serviceName: 'Exterior Rubbing & Polishing',
        serviceDescription: 'Three-step machine polish for gloss and light swirl removal.',
        price: 1999,
      },
      { serviceName: 'Ceramic Coating', serviceDescription: '9H ceramic coating with paint correction, lasting up to three years.', price: 17999 },
      { serviceName: 'Teflon Coating', serviceDescription: 'Teflon paint protection with machine polish.', price: 2999 },
      {
        serviceName: 'Paint Protection Film (PPF)',
        serviceDescription: 'Full-body TPU paint protection film with a five-year warranty.',
        price: 69999,
      },
      {
        serviceName: 'Anti-rust Underbody Coating',
        serviceDescription: 'Rubberised anti-rust coating for the underbody and wheel wells.',
        price: 2499,
      },
      { serviceName: 'Headlight Restoration', serviceDescription: 'Sanding and UV-coating of yellowed headlamp lenses.', price: 999 },
    ],
  },
  {
    categoryName: 'Accessories',
    categoryDescription: 'Fitment of seat covers, infotainment systems, cameras and other accessories for cars and bikes.',
    vehicleType: 3,
    businessTypes: A,
    services: [
      { serviceName: 'Seat Covers', serviceDescription: 'Custom-fit PU leather or fabric seat covers, fitted.', price: 4999 },
      { serviceName: '3D Floor Mats', serviceDescription: 'Vehicle-specific 3D floor mats.', price: 2499 },
      {
        serviceName: 'Android Infotainment System',
        serviceDescription: '9-inch Android touchscreen with wireless Android Auto and CarPlay, fitted.',
        price: 11999,
      },
      { serviceName: 'Reverse Parking Camera', serviceDescription: 'Rear camera with guide lines and display integration.', price: 2999 },
      { serviceName: 'Dash Camera', serviceDescription: 'Front and rear dash camera with hidden wiring.', price: 5499 },
      {
        serviceName: 'Mobile Holder & USB Charger',
        serviceDescription: 'Dash-mounted holder and fast charger for cars or handlebar mount for bikes.',
        price: 899,
      },
      { serviceName: 'Crash Guard & Saree Guard', serviceDescription: 'Crash guard and saree guard fitment for motorcycles.', price: 1599 },
    ],
  },
  {
    categoryName: 'Clutch & Body Parts',
    categoryDescription: 'Clutch overhaul and replacement of body parts with genuine or OES spares.',
    vehicleType: 1,
    businessTypes: W,
    services: [
      { serviceName: 'Clutch Plate Replacement', serviceDescription: 'Clutch plate, pressure plate and release bearing replacement.', price: 6999 },
      { serviceName: 'Clutch Overhaul', serviceDescription: 'Complete clutch set with flywheel resurfacing and gearbox oil.', price: 9999 },
      { serviceName: 'Front Bumper Replacement', serviceDescription: 'OES front bumper fitted and painted.', price: 5999 },
      { serviceName: 'Side Mirror Replacement', serviceDescription: 'Manual or electric ORVM assembly replacement.', price: 2499 },
      { serviceName: 'Door Lock Repair', serviceDescription: 'Central locking actuator and door lock mechanism repair.', price: 1499 },
    ],
  },
  {
    categoryName: 'Suspension & Fitments',
    categoryDescription: 'Shock absorbers, suspension bushes, steering and axle work for a smooth, quiet ride.',
    vehicleType: 1,
    businessTypes: W,
    services: [
      {
        serviceName: 'Shock Absorber Replacement',
        serviceDescription: 'Front or rear shock absorber pair replacement (Gabriel or Monroe).',
        price: 5499,
      },
      { serviceName: 'Suspension Bush Replacement', serviceDescription: 'Lower arm and stabiliser bush replacement.', price: 1999 },
      { serviceName: 'Steering Rack Repair', serviceDescription: 'Power steering rack overhaul and alignment.', price: 6499 },
      { serviceName: 'Link Rod Replacement', serviceDescription: 'Stabiliser link rod pair replacement.', price: 1499 },
    ],
  },
  {
    categoryName: 'Windshields & Lights',
    categoryDescription: 'Windshield and glass replacement, headlamp and fog lamp fitment.',
    vehicleType: 1,
    businessTypes: WA,
    image: false,
    services: [
      {
        serviceName: 'Front Windshield Replacement',
        serviceDescription: 'ISI-marked laminated windshield (Saint-Gobain or AIS) with fresh sealant.',
        price: 6499,
      },
      { serviceName: 'Rear Windshield Replacement', serviceDescription: 'Toughened rear glass with defogger connection.', price: 5499 },
      { serviceName: 'Door Glass Replacement', serviceDescription: 'Door glass replacement with regulator check.', price: 2999 },
      { serviceName: 'Headlight Replacement', serviceDescription: 'Halogen or LED headlamp assembly replacement and beam adjustment.', price: 3999 },
      { serviceName: 'Fog Light Installation', serviceDescription: 'LED fog lamp kit with relay wiring and switch.', price: 2499 },
    ],
  },
  {
    categoryName: 'Car Inspections',
    categoryDescription: 'Independent inspections before you buy, travel or claim insurance.',
    vehicleType: 1,
    businessTypes: W,
    services: [
      {
        serviceName: 'Used Car Inspection',
        serviceDescription: '150-point inspection with OBD scan and a written report before you buy.',
        price: 1499,
      },
      {
        serviceName: 'Road Trip Inspection',
        serviceDescription: 'Brakes, tyres, fluids, lights and battery checked before a long drive.',
        price: 699,
      },
      {
        serviceName: 'OBD Engine Scanning',
        serviceDescription: 'Computerised scan of engine, ABS and airbag modules with fault report.',
        price: 799,
      },
    ],
  },
  {
    categoryName: 'Insurance Claims',
    categoryDescription: 'Accident repairs through cashless claims with all major insurers.',
    vehicleType: 1,
    businessTypes: W,
    active: false,
    image: false,
    services: [
      { serviceName: 'Accidental Damage Repair', serviceDescription: 'Survey, estimate and repair of accident damage under your policy.', price: 0 },
      { serviceName: 'Cashless Claim Assistance', serviceDescription: 'Claim intimation, surveyor visit and paperwork handled for you.', price: 0 },
      { serviceName: 'Flood Damage Repair', serviceDescription: 'Engine, electrical and interior restoration after water logging.', price: 14999 },
    ],
  },
  {
    categoryName: 'Roadside Assistance',
    categoryDescription: '24x7 help on the road: towing, flat tyres, fuel delivery and key lockouts.',
    vehicleType: 3,
    businessTypes: W,
    services: [
      { serviceName: 'Towing Service', serviceDescription: 'Flatbed towing for cars or two-wheeler pickup within city limits.', price: 1999 },
      { serviceName: 'Flat Tyre Assistance', serviceDescription: 'Stepney change or on-spot puncture repair.', price: 399 },
      { serviceName: 'Fuel Delivery', serviceDescription: 'Up to 5 litres of petrol or diesel delivered (fuel charged extra).', price: 299 },
      { serviceName: 'Key Lockout Assistance', serviceDescription: 'Non-destructive door unlocking by a trained technician.', price: 799 },
    ],
  },
  {
    categoryName: 'EV Service',
    categoryDescription: 'Diagnostics and care for electric cars and scooters: battery health, motor and charger.',
    vehicleType: 3,
    businessTypes: W,
    services: [
      {
        serviceName: 'EV Battery Health Check',
        serviceDescription: 'State-of-health report of the traction battery and cell balancing check.',
        price: 999,
      },
      { serviceName: 'Motor Controller Diagnostics', serviceDescription: 'Motor and controller fault scan with firmware check.', price: 1299 },
      { serviceName: 'Charger Repair', serviceDescription: 'Portable or wall-box charger repair.', price: 1499 },
      {
        serviceName: 'EV Periodic Service',
        serviceDescription: 'Brakes, suspension, tyres, coolant and software check for electric vehicles.',
        price: 1999,
        active: false,
      },
    ],
  },
  {
    categoryName: 'Bike General Service',
    categoryDescription: 'Periodic service for motorcycles and scooters with genuine oil and spares.',
    vehicleType: 2,
    businessTypes: W,
    services: [
      {
        serviceName: 'Basic Bike Service',
        serviceDescription: 'Engine oil change, chain cleaning and lubrication, brake adjustment and washing.',
        price: 699,
        includes: 'Engine oil replacement,Chain cleaning and lubrication,Brake adjustment,Air filter cleaning,Washing',
      },
      {
        serviceName: 'Comprehensive Bike Service',
        serviceDescription: 'Basic service plus spark plug, air filter, carburettor or throttle body cleaning and electrical check.',
        price: 1299,
      },
      { serviceName: 'Bike Engine Oil Change', serviceDescription: 'Engine oil drain and refill with the recommended grade.', price: 449 },
      { serviceName: 'Chain Lubrication & Adjustment', serviceDescription: 'Chain cleaning, lubrication and slack adjustment.', price: 199 },
      { serviceName: 'Spark Plug Replacement', serviceDescription: 'NGK or Bosch spark plug replaced and gap set.', price: 299 },
    ],
  },
  {
    categoryName: 'Bike Engine Repair',
    categoryDescription: 'Engine overhaul, clutch, gearbox and fuel-system repairs for two-wheelers.',
    vehicleType: 2,
    businessTypes: W,
    services: [
      { serviceName: 'Bike Engine Overhaul', serviceDescription: 'Top and bottom overhaul with piston, rings, valves and gasket kit.', price: 5999 },
      { serviceName: 'Carburettor Cleaning', serviceDescription: 'Ultrasonic carburettor cleaning and tuning.', price: 499 },
      { serviceName: 'Fuel Injector Cleaning', serviceDescription: 'Injector cleaning and throttle body service for FI bikes.', price: 899 },
      { serviceName: 'Bike Clutch Plate Replacement', serviceDescription: 'Clutch friction plates and springs replaced.', price: 1499 },
      { serviceName: 'Gearbox Repair', serviceDescription: 'Gear shifting problems diagnosed and gearbox repaired.', price: 2499 },
      { serviceName: 'Cylinder Head Repair', serviceDescription: 'Valve seat lapping and head gasket replacement.', price: 2999 },
    ],
  },
  {
    categoryName: 'Bike Brakes & Tyres',
    categoryDescription: 'Brake shoes, disc pads, brake oil and tyre work for motorcycles and scooters.',
    vehicleType: 2,
    businessTypes: WA,
    services: [
      { serviceName: 'Brake Shoe Replacement', serviceDescription: 'Front or rear drum brake shoes replaced.', price: 399 },
      { serviceName: 'Disc Brake Pad Replacement', serviceDescription: 'Disc pads replaced and caliper cleaned.', price: 699 },
      { serviceName: 'Brake Oil Replacement', serviceDescription: 'Brake fluid flush and bleed for disc brakes.', price: 349 },
      { serviceName: 'Bike Tyre Replacement', serviceDescription: 'New tyre fitted with tube or tubeless valve.', price: 1699 },
      { serviceName: 'Tubeless Puncture Repair', serviceDescription: 'On-spot tubeless puncture repair.', price: 99 },
    ],
  },
  {
    categoryName: 'Bike Wash & Polish',
    categoryDescription: 'Foam wash, polishing and ceramic protection for two-wheelers.',
    vehicleType: 2,
    businessTypes: WW,
    services: [
      { serviceName: 'Bike Foam Wash', serviceDescription: 'Foam wash, chain cleaning and tyre dressing.', price: 199 },
      { serviceName: 'Bike Polishing', serviceDescription: 'Body and chrome polishing with wax.', price: 499 },
      { serviceName: 'Bike Ceramic Coating', serviceDescription: 'Ceramic coating for painted and plastic parts.', price: 3999 },
    ],
  },
  {
    categoryName: 'Bike Electricals',
    categoryDescription: 'Self-start, wiring, lights, horn and battery work for two-wheelers.',
    vehicleType: 2,
    businessTypes: WA,
    image: false,
    services: [
      { serviceName: 'Self-start Motor Repair', serviceDescription: 'Starter motor brushes and relay repaired.', price: 799 },
      { serviceName: 'Wiring Repair', serviceDescription: 'Short-circuit tracing and wiring harness repair.', price: 599 },
      { serviceName: 'Headlight & Indicator Replacement', serviceDescription: 'Headlamp, tail lamp or indicator assembly replacement.', price: 699 },
      { serviceName: 'Bike Battery Replacement', serviceDescription: 'New Amaron or Exide two-wheeler battery fitted.', price: 1599 },
    ],
  },
];

/** 'Car Wash & Detailing' -> 'car-wash-detailing'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
