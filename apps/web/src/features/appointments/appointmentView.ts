// The rules for showing appointments live in lib/appointmentView, shared by every feature that
// shows one. This re-export stays only for the support pages, which the admin-queue frame is
// rewriting now; they move onto lib/appointmentView with it, and this file goes.
export * from '../../lib/appointmentView';
