/* events.h - what the pipeline stages announce, and the listener interface
   the views implement.  Hardware units never announce anything; stages do.
   A listener leaves the callbacks it does not need NULL.  */

#ifndef MCA_EVENTS_H
#define MCA_EVENTS_H

#include <stdbool.h>
#include <stdint.h>

#include "hw_resources.h"
#include "inst.h"

enum mca_inst_event_type
{
  MCA_EV_DISPATCHED,
  MCA_EV_PENDING,
  MCA_EV_READY,
  MCA_EV_ISSUED,
  MCA_EV_EXECUTED,
  MCA_EV_RETIRED
};

struct mca_inst_event
{
  enum mca_inst_event_type type;
  const struct mca_inst *inst;
  /* DISPATCHED: micro-ops dispatched this cycle and physical registers
     allocated per register file.  RETIRED: registers freed.  */
  unsigned uops;
  const unsigned *regs;		/* nfiles entries */
  /* ISSUED: the units used and their cycles.  */
  unsigned nused;
  const struct mca_resource_use *used;
};

enum mca_stall_type
{
  MCA_STALL_REGISTER_FILE,
  MCA_STALL_RETIRE_CONTROL_UNIT,
  MCA_STALL_SCHEDULER_QUEUE_FULL,
  MCA_STALL_LOAD_QUEUE_FULL,
  MCA_STALL_STORE_QUEUE_FULL,
  MCA_STALL_DISPATCH_GROUP,
  MCA_STALL_CUSTOM,
  MCA_STALL_COUNT
};

enum mca_pressure_type
{
  MCA_PRESSURE_RESOURCES,
  MCA_PRESSURE_REGISTER_DEPS,
  MCA_PRESSURE_MEMORY_DEPS
};

struct mca_pressure_event
{
  enum mca_pressure_type type;
  unsigned ninsts;
  struct mca_inst *const *insts;
  uint64_t resource_mask;	/* RESOURCES: busy units */
};

/* Why an instruction in the schedulers did not issue this cycle, or
   (control) why the next one did not dispatch (with hazard events on).
   DETAIL: the busy resource mask, the register waited for (0 if
   unknown), 0 for memory, or the source index of the taken branch that
   ended the dispatch group.  */
enum mca_hazard_kind
{
  MCA_HAZARD_RESOURCE,
  MCA_HAZARD_REGISTER,
  MCA_HAZARD_MEMORY,
  MCA_HAZARD_CONTROL
};

/* What a run has done so far: given to the listeners as each iteration
   retires, and when the run ends.  */
struct mca_run_counts
{
  unsigned cycle;		/* cycles before the current one (at the
				   end: the run's) */
  /* DISPATCHED events so far: one an instruction, and one more for each
     further cycle an instruction wider than the dispatch width takes.  */
  unsigned dispatch_events;
  unsigned retired;		/* instructions retired so far */
  unsigned last_dispatched;	/* index of the last instruction
				   dispatched; 0 when none was */
};

/* Bit of event type T in mca_listener.events.  */
#define MCA_EV_BIT(T) (1u << (T))

struct mca_listener
{
  void *self;
  /* The instruction events INST_EVENT wants (MCA_EV_BIT of each), 0 for
     all: most runs have only listeners that want one or two kinds, and
     events come several times per instruction.  */
  unsigned events;
  void (*cycle_begin) (void *self);
  void (*cycle_end) (void *self);
  void (*inst_event) (void *self, const struct mca_inst_event *e);
  void (*stall) (void *self, enum mca_stall_type type,
		 const struct mca_inst *i);
  void (*pressure) (void *self, const struct mca_pressure_event *e);
  /* Scheduler buffers (resource indices) taken at dispatch (RESERVED) or
     given back at issue.  */
  void (*buffers) (void *self, const struct mca_inst *i,
		   const unsigned *res, unsigned n, bool reserved);
  void (*hazard) (void *self, const struct mca_inst *i,
		  enum mca_hazard_kind kind, uint64_t detail);
  /* The last instruction of an iteration retired (and every one before
     it): once an iteration, where the instruction events come several
     times an instruction, for the listeners that only follow
     iterations.  */
  void (*iteration_retired) (void *self, const struct mca_run_counts *c);
  /* The run ended, after C->cycle cycles.  */
  void (*run_end) (void *self, const struct mca_run_counts *c);
};

#endif /* MCA_EVENTS_H */
