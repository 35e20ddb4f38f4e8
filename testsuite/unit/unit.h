/* unit.h - the tiny assertion harness of the unit test programs: CHECK
   records and prints a failure and goes on; DONE prints the summary line
   and yields main's exit status.  */

#ifndef MCA_UNIT_H
#define MCA_UNIT_H

#include <stdio.h>

static unsigned unit_passed, unit_failed;

#define CHECK(cond)							\
  do									\
    {									\
      if (cond)								\
	unit_passed++;							\
      else								\
	{								\
	  unit_failed++;						\
	  fprintf (stderr, "%s:%d: FAILED: %s\n", __FILE__, __LINE__,	\
		   #cond);						\
	}								\
    }									\
  while (0)

/* Compare strings, showing both on failure.  */
#define CHECK_STR(got, want)						\
  do									\
    {									\
      const char *g_ = (got), *w_ = (want);				\
      if (g_ && w_ && strcmp (g_, w_) == 0)				\
	unit_passed++;							\
      else								\
	{								\
	  unit_failed++;						\
	  fprintf (stderr, "%s:%d: FAILED: %s: got `%s', want `%s'\n",	\
		   __FILE__, __LINE__, #got, g_ ? g_ : "(null)",	\
		   w_ ? w_ : "(null)");					\
	}								\
    }									\
  while (0)

#define DONE()								\
  (printf ("%u passed, %u failed\n", unit_passed, unit_failed),	\
   unit_failed ? 1 : 0)

#endif /* MCA_UNIT_H */
