import { createRoute, deleteRoute, getRoute, limitRoute, listRoute, updateRoutes } from '../resource-routes.js';

const EVENT = 'id title date location createdAt updatedAt';
const FIELDS = ['title', 'date', 'location'];

/** Spec §7: events as JSON (title, date as an ISO instant, location); a delete is for good. */
export const eventRoutes = [
  listRoute('/events', 'eventList', EVENT),
  getRoute('/events', 'event', EVENT),
  createRoute('/events', 'createEvent', 'CreateEventInput', EVENT, FIELDS),
  ...updateRoutes('/events', 'updateEvent', 'UpdateEventInput', EVENT, FIELDS),
  deleteRoute('/events', 'deleteEvent'),
  // The home page's upcoming events, soonest first.
  limitRoute('/public-events/upcoming', 'publicUpcomingEvents', EVENT),
];
