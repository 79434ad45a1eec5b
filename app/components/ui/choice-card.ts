/**
 * A card that holds a choice (a radio or a checkbox and its words): the booking form's services, sizes and windows,
 * and the move form of a customer's page. Its own module, so that a page using it loads no step of the form.
 */
export const choiceCard =
  "flex cursor-pointer gap-3 rounded-lg border border-slate-300 bg-white p-3 transition-colors hover:border-navy-700 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50 has-[:checked]:ring-1 has-[:checked]:ring-navy-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-muted has-[:disabled]:hover:border-slate-300";
