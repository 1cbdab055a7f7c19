/** Sample recipients per send-to choice; nothing is looked up or sent. */
export const SAMPLE_RECIPIENTS: Record<SendTo, string[]> = {
  customer: ['Aarav Sharma', 'Priya Nair', 'Rahul Verma', 'Kavya Reddy', 'Imran Sheikh'],
  Garage: ['Sai Auto Works', 'Speed Motors Pune', 'Shree Ganesh Garage', 'Royal Bike Care', 'City Car Spa'],
  Multiple: ['All customers', 'All garages', 'Everyone'],
};

export const SEND_TO_CHOICES: { id: SendTo; name: string }[] = [
  { id: 'customer', name: 'resources.notifications.send_to.customer' },
  { id: 'Garage', name: 'resources.notifications.send_to.Garage' },
  { id: 'Multiple', name: 'resources.notifications.send_to.Multiple' },
];

/** A row of the notifications screen. The screen is not connected to a server (001 §2.3). */
export interface SampleNotification {
  _id: string;
  title: string;
  description: string;
  sendTo: SendTo;
  recipient: string;
  status: boolean;
  createdAt: string;
}

export type SendTo = 'customer' | 'Garage' | 'Multiple';
