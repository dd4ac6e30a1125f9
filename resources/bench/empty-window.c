/* An empty GTK window: the floor segment-bench times segment-demo's start against.
 *
 * Plain C, as small as a GTK program gets: no Swift runtime, no Foundation, nothing but GTK. `make bench`
 * builds it next to segment-bench as segment-empty-window. It prints "first-frame <ns>" (CLOCK_MONOTONIC)
 * from its first after-paint and exits, as segment-demo does with SEGMENT_DEMO_PRINT_FIRST_FRAME set, so
 * the difference between the two is what the gallery costs over GTK itself. (The Swift window segment-bench
 * used before, which loads Foundation, took about 13 ms longer to reach the same frame.)
 *
 * `segment-empty-window WIDTH HEIGHT` opens at that default size. segment-bench passes the size the demo
 * reports, because a window's area costs the same whatever it shows: a 960×720 window took about 16 ms and
 * 1,300 page faults more to its first frame than GTK's default size (medians of 15 starts, cairo renderer),
 * for pixels the gallery's content has no part in.
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static void
after_paint (GdkFrameClock *clock, gpointer data)
{
  struct timespec now;

  clock_gettime (CLOCK_MONOTONIC, &now);
  printf ("first-frame %llu\n", (unsigned long long) now.tv_sec * 1000000000ull + (unsigned long long) now.tv_nsec);
  fflush (stdout);
  exit (0);
}

int
main (int argc, char **argv)
{
  GtkWidget *window;

  if (!gtk_init_check ())
    {
      fprintf (stderr, "segment-empty-window: cannot open a display\n");
      return 1;
    }
  window = gtk_window_new ();
  if (argc == 3)
    gtk_window_set_default_size (GTK_WINDOW (window), atoi (argv[1]), atoi (argv[2]));
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (after_paint), NULL);
  for (;;)
    g_main_context_iteration (NULL, TRUE);
}
