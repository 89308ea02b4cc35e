'use server';
// The member picker's onConfirm on the server: keeps the payload and re-renders the page.
import { revalidatePath } from 'next/cache';
import { remember } from './received.js';

export async function receivePayload(run, payload) {
  remember(run, payload);
  revalidatePath('/ssr');
}
