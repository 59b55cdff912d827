import { emergencyRoute } from '@/components/first-aid/emergency-route';

const route = emergencyRoute('hi');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
