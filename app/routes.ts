import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services/:service", "routes/service.tsx"),
  route("services/:service/:city", "routes/service-city.tsx"),
  route("bundles", "routes/bundles.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("locations", "routes/locations.tsx"),
  route("locations/:slug", "routes/location.tsx"),
  route("booking", "routes/booking.tsx"),
  route("booking/confirmed/:token", "routes/booking-confirmed.tsx"),
  route("booking/confirmed/:token/calendar.ics", "routes/booking-calendar.ts"),
  route("api/availability/:date", "routes/api.availability.ts"),
  route("api/service-area/:zip", "routes/api.service-area.ts"),
  route("service-area", "routes/service-area.tsx"),
  route("api/bookings", "routes/api.bookings.ts"),
  route("admin/login", "routes/admin.login.tsx"),
  route("admin/logout", "routes/admin.logout.ts"),
  route("admin/bookings.csv", "routes/admin.bookings-csv.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin.index.tsx"),
    route("bookings/:reference", "routes/admin.booking.tsx"),
    route("capacity", "routes/admin.capacity.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
