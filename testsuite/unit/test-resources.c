/* test-resources.c - the resource units on their own: uses taken late
   (a model's NAME:RELEASE@ACQUIRE) book a unit ahead, and what a booking
   keeps from others, cycle by cycle; classes whose overlapping groups
   outnumber the units still issue, and every class of every built-in
   model issues on an idle machine.  */

#include <stdlib.h>
#include <string.h>

#include "hw_resources.h"
#include "isa.h"
#include "unit.h"

/* One unit U, a group G of two one-unit resources, and classes:
   0 U now for a cycle, 1 U two cycles from now for one cycle, 2 U now
   for three cycles, 3 a unit of G two cycles from now.  */
static const char model_text[] =
  "model\tcalendar\n"
  "param\tdispatch-width\t4\n"
  "param\tmicroop-buffer\t64\n"
  "resource\tU\t1\t-1\n"
  "resource\tA\t1\t-1\n"
  "resource\tB\t1\t-1\n"
  "group\tG\t-1\tA,B\n"
  "sched\t0\tnow\t1\t-\tU:1\t1\t-\n"
  "sched\t1\tlate\t1\t-\tU:3@2\t3\t-\n"
  "sched\t2\tlong\t1\t-\tU:3\t3\t-\n"
  "sched\t3\tlate-group\t1\t-\tG:3@2\t3\t-\n";

struct fixture
{
  struct mca_model *m;
  struct mca_resmasks rm;
  struct mca_resources rs;
  struct mca_idesc d[4];
};

static bool
setup (struct fixture *f)
{
  char *err = NULL;
  const struct mca_isa *isa = mca_isa_builtin ();
  f->m = isa ? mca_model_load (model_text, strlen (model_text), isa, &err)
    : NULL;
  CHECK (f->m != NULL);
  if (!f->m)
    {
      fprintf (stderr, "model: %s\n", err ? err : "no ISA");
      free (err);
      return false;
    }
  mca_resmasks_init (&f->rm, f->m);
  mca_resources_init (&f->rs, f->m, &f->rm);
  for (unsigned k = 0; k < 4; k++)
    mca_idesc_build (&f->d[k], mca_model_class (f->m, k), f->m, &f->rm,
		     false, 0);
  return true;
}

static void
teardown (struct fixture *f)
{
  mca_resources_fini (&f->rs);
  mca_model_free (f->m);
}

static bool
free_now (struct fixture *f, unsigned cls)
{
  return mca_resources_check_availability (&f->rs, &f->d[cls], NULL) == 0;
}

static void
issue (struct fixture *f, unsigned cls)
{
  struct mca_resource_use used[16];
  mca_resources_issue (&f->rs, &f->d[cls], NULL, used);
}

static void
next_cycle (struct fixture *f)
{
  mca_resources_cycle (&f->rs);
}

/* A late use holds its unit in the cycles it names only: others take
   the unit before and after.  */
static void
test_booking (void)
{
  struct fixture f;
  if (!setup (&f))
    return;
  CHECK (f.d[1].res[0].acquire == 2 && f.d[1].res[0].cycles == 1);
  CHECK (free_now (&f, 1));
  issue (&f, 1);		/* cycle 0: U booked for cycle 2 */
  CHECK (free_now (&f, 0));	/* U itself is free now */
  CHECK (!free_now (&f, 2));	/* three cycles would run into cycle 2 */
  CHECK (!free_now (&f, 1));	/* cycle 2 is booked */
  next_cycle (&f);		/* cycle 1 */
  CHECK (free_now (&f, 0));
  CHECK (free_now (&f, 1));	/* books cycle 3 */
  next_cycle (&f);		/* cycle 2: the booking takes U */
  CHECK (!free_now (&f, 0));
  CHECK (free_now (&f, 1));
  next_cycle (&f);		/* cycle 3 */
  CHECK (free_now (&f, 0));
  CHECK (free_now (&f, 2));
  teardown (&f);
}

/* A late use of a group books the first unit free then; with both
   booked the use waits.  */
static void
test_group_booking (void)
{
  struct fixture f;
  if (!setup (&f))
    return;
  CHECK (free_now (&f, 3));
  issue (&f, 3);
  CHECK (free_now (&f, 3));
  issue (&f, 3);
  CHECK (!free_now (&f, 3));
  next_cycle (&f);
  CHECK (free_now (&f, 3));
  teardown (&f);
}

/* Three overlapping groups over two units, each with cycles of its own
   (LLVM's cumulative cycles: AB:2 after A:1 leaves AB one, and so on):
   no two-unit machine gives each group a unit of its own, so the groups
   share units rather than the class waiting forever.  */
static void
test_groups_outnumbering_units (void)
{
  static const char text[] =
    "model\tcrowded\n"
    "param\tdispatch-width\t4\n"
    "param\tmicroop-buffer\t16\n"
    "resource\tA\t1\t-1\n"
    "resource\tB\t1\t-1\n"
    "resource\tC\t1\t-1\n"
    "group\tAB\t-1\tA,B\n"
    "group\tBC\t-1\tB,C\n"
    "group\tAC\t-1\tA,C\n"
    "group\tABC\t-1\tA,B,C\n"
    "sched\t0\tcrowded\t6\t-\tA:1,C:1,AB:2,BC:2,AC:3,ABC:7\t5\t-\n"
    "sched\t1\tpair\t2\t-\tAB:2\t1\t-\n";
  const struct mca_isa *isa = mca_isa_builtin ();
  char *err = NULL;
  struct mca_model *m = isa ? mca_model_load (text, sizeof text - 1, isa,
					      &err) : NULL;
  CHECK (m != NULL);
  if (!m)
    {
      fprintf (stderr, "model: %s\n", err ? err : "no ISA");
      free (err);
      return;
    }
  struct mca_resmasks rm;
  struct mca_resources rs;
  struct mca_idesc crowded, pair;
  mca_resmasks_init (&rm, m);
  mca_resources_init (&rs, m, &rm);
  mca_idesc_build (&crowded, mca_model_class (m, 0), m, &rm, false, 0);
  mca_idesc_build (&pair, mca_model_class (m, 1), m, &rm, false, 0);
  /* A two-uop class over one group still takes distinct units.  */
  CHECK (!pair.has_partially_overlapping_groups);
  CHECK (mca_resources_check_availability (&rs, &crowded, NULL) == 0);
  struct mca_resource_use used[16];
  CHECK (mca_resources_issue (&rs, &crowded, NULL, used) > 0);
  mca_resources_fini (&rs);
  mca_model_free (m);
}

/* What the pipeline asks of a model: each of its classes can issue once
   every unit is free.  A class that cannot stalls the simulation.  */
static void
test_every_builtin_class_issues (void)
{
  for (size_t k = 0; k < mca_model_builtin_count (); k++)
    {
      const char *name = mca_model_builtin_name (k);
      char *err = NULL;
      const struct mca_model *m = mca_model_builtin (name, &err);
      CHECK (m != NULL);
      if (!m)
	{
	  fprintf (stderr, "  %s: %s\n", name, err ? err : "?");
	  free (err);
	  continue;
	}
      struct mca_resmasks rm;
      mca_resmasks_init (&rm, m);
      unsigned stuck = 0;
      for (unsigned c = 0; c < m->nclasses; c++)
	{
	  struct mca_resources rs;
	  struct mca_idesc d;
	  mca_resources_init (&rs, m, &rm);
	  mca_idesc_build (&d, mca_model_class (m, c), m, &rm, false, 0);
	  if (mca_resources_check_availability (&rs, &d, NULL) != 0)
	    {
	      if (stuck++ < 5)
		fprintf (stderr, "  %s: class %s cannot issue on an idle "
			 "machine\n", name, mca_model_class (m, c)->name);
	    }
	  mca_resources_fini (&rs);
	}
      CHECK (stuck == 0);
    }
}

/* Load the model TEXT: it loads when WHY is NULL, else it is refused
   with an error that contains WHY (LABEL names the case when not).  */
static void
expect_load (const struct mca_isa *isa, const char *text, const char *why,
	     const char *label)
{
  char *err = NULL;
  struct mca_model *m = mca_model_load (text, strlen (text), isa, &err);
  if (!why)
    CHECK (m && !err);
  else
    {
      CHECK (!m);
      CHECK (err && strstr (err, why));
      if (err && !strstr (err, why))
	fprintf (stderr, "  %s: got: %s\n", label, err);
    }
  mca_model_free (m);
  free (err);
}

/* A model names late uses that end after they start, on units of one.  */
static void
test_bad_late_uses (void)
{
  static const char *const bad[] = {
    "model\tx\nparam\tdispatch-width\t4\nparam\tmicroop-buffer\t8\n"
    "resource\tU\t1\t-1\nsched\t0\tc\t1\t-\tU:2@2\t1\t-\n",
    "model\tx\nparam\tdispatch-width\t4\nparam\tmicroop-buffer\t8\n"
    "resource\tU\t2\t-1\nsched\t0\tc\t1\t-\tU:3@2\t1\t-\n",
    "model\tx\nparam\tdispatch-width\t4\nparam\tmicroop-buffer\t8\n"
    "resource\tU\t1\t-1\nsched\t0\tc\t1\t-\tU:70@2\t1\t-\n",
  };
  static const char *const why[] = {
    "`U:2@2' must end after it starts",
    "`U' is taken late but is neither one unit nor a group of such",
    "`U:70@2' must end after it starts and by cycle 63",
  };
  const struct mca_isa *isa = mca_isa_builtin ();
  CHECK (isa);
  for (unsigned k = 0; isa && k < sizeof bad / sizeof bad[0]; k++)
    expect_load (isa, bad[k], why[k], why[k]);
}

/* An op line's foldread attribute is LATENCY:HOLD, each a byte written
   as plain decimal digits: the model loads with a good one and is
   refused, the attribute named, with a bad one (a sign, a space, or a
   number that wraps to a small one).  */
static void
test_fold_read_attribute (void)
{
  static const char *const attr[] = {
    "foldread=2:1", "foldread=2", "foldread=2:1x", "foldread=300:0",
    "foldread=:1", "foldread=-4294967295:0", "foldread=+2:1",
    "foldread=2: 1", "foldread=2:4294967297",
  };
  const struct mca_isa *isa = mca_isa_builtin ();
  for (unsigned k = 0; isa && k < sizeof attr / sizeof attr[0]; k++)
    {
      char text[256];
      snprintf (text, sizeof text, "model\tx\nparam\tdispatch-width\t4\n"
		"param\tmicroop-buffer\t8\nresource\tU\t1\t-1\n"
		"sched\t0\tc\t1\t-\tU:1\t1\t-\nop\tSHL64ri\t0\t%s\n",
		attr[k]);
      expect_load (isa, text, k == 0 ? NULL : "bad foldread", attr[k]);
    }
}

/* An op line's bypassed attribute is USE-INDEX:SCHED-ID, a use of at
   most 63 that is a register operand of the form, and a class of the
   model that differs from the op line's in its resources alone: the
   model loads with a good one and is refused, the attribute or the
   class named, with a bad one.  */
static void
test_bypassed_attribute (void)
{
  static const struct
  {
    const char *attr, *other_latency, *why;
  } cases[] = {
    {"bypassed=0:1", "4", NULL},
    {"bypassed=1:1", "4", NULL},
    {"bypassed=0", "4", "bad bypassed"},
    {"bypassed=64:1", "4", "bad bypassed"},
    {"bypassed=0:1x", "4", "bad bypassed"},
    {"bypassed=:1", "4", "bad bypassed"},
    {"bypassed=1:", "4", "bad bypassed"},
    {"bypassed=-1:1", "4", "bad bypassed"},
    {"bypassed=0:-1", "4", "bad bypassed"},
    {"bypassed=0:4294967296", "4", "bad bypassed"},
    {"bypassed=0:4294967295", "4", "bad bypassed"},
    {"bypassed=0:7", "4", "unknown sched class 7"},
    {"bypassed=0:1", "5", "differs from class 0"},
    {"bypassed=3:1", "4", "not a register operand of VFMADD231PSYr"},
  };
  const struct mca_isa *isa = mca_isa_builtin ();
  for (unsigned k = 0; isa && k < sizeof cases / sizeof cases[0]; k++)
    {
      char text[320];
      snprintf (text, sizeof text, "model\tx\nparam\tdispatch-width\t4\n"
		"param\tmicroop-buffer\t8\nresource\tU\t1\t-1\n"
		"resource\tV\t1\t-1\nsched\t0\tc\t1\t-\tU:1,V:1\t4\t-\n"
		"sched\t1\td\t1\t-\tU:1\t%s\t-\n"
		"op\tVFMADD231PSYr\t0\t%s\n", cases[k].other_latency,
		cases[k].attr);
      expect_load (isa, text, cases[k].why, cases[k].attr);
    }
}

int
main (void)
{
  test_booking ();
  test_group_booking ();
  test_bad_late_uses ();
  test_fold_read_attribute ();
  test_bypassed_attribute ();
  test_groups_outnumbering_units ();
  test_every_builtin_class_issues ();
  return DONE ();
}
