/* address_fanout.c - loads sharing one address register write (see
   address_fanout.h).  */

#include "address_fanout.h"

#include <limits.h>
#include <stdlib.h>

#include <libiberty/libiberty.h>

#include "mem_addr.h"
#include "regs.h"
#include "writer_index.h"

/* The read of SI that forms its memory operand's address from R (a
   top-level register), or NULL: SI must load.  */
static struct mca_read_desc *
address_read (struct mca_sinst *si, mca_reg r)
{
  if (!si->may_load)
    return NULL;
  bool in_address = false;
  for (unsigned k = 0; k < si->norm.nops; k++)
    {
      const struct mca_operand *o = &si->norm.ops[k];
      if (o->kind != MCA_OPND_MEM)
	continue;
      if ((o->mem.base && mca_reg_top (o->mem.base) == r)
	  || (o->mem.index && mca_reg_top (o->mem.index) == r))
	in_address = true;
    }
  if (!in_address)
    return NULL;
  for (unsigned k = 0; k < si->nreads; k++)
    if (si->reads[k].reg && !si->reads[k].implicit
	&& mca_reg_top (si->reads[k].reg) == r)
      return &si->reads[k];
  return NULL;
}

/* The loads after SRC[J] (around the loop, up to the next write of R)
   whose address reads R: stored in OUT (at most MAX), counted in the
   result.  */
static unsigned
loads_of_write (struct mca_sinst *src, unsigned n, unsigned j, mca_reg r,
		struct mca_read_desc **out, unsigned max)
{
  unsigned count = 0;
  for (unsigned step = 1; step <= n; step++)
    {
      struct mca_sinst *si = &src[(j + step) % n];
      struct mca_read_desc *rd = address_read (si, r);
      if (rd)
	{
	  if (count < max)
	    out[count] = rd;
	  count++;
	}
      if (mca_sinst_write_of (si, r))
	break;
    }
  return count;
}

/* The register whose value SI passes on unchanged or with an offset
   added at rename (a register move; an add of an immediate or lea the
   model gives no latency, or does at rename but for a share), or
   MCA_REG_NONE.  */
static mca_reg
passed_on (const struct mca_sinst *si)
{
  mca_reg from = mca_move_source (si);
  if (from || !si->nwrites || si->may_load
      || (si->writes[0].latency && !si->fold))
    return from;
  for (unsigned k = 0; k < si->nreads; k++)
    {
      mca_reg r = si->reads[k].reg;
      if (r && !si->reads[k].implicit && !from)
	from = mca_reg_top (r);
      else if (r && !si->reads[k].implicit)
	return MCA_REG_NONE;
    }
  return from;
}

/* Where the value each instruction writes comes from, followed through
   moves and adds done at rename (passed_on) to the last writer of the
   register passed on.  */
enum origin
{
  ORIGIN_UNKNOWN,
  ORIGIN_LOAD,			/* a load, around the loop or not */
  ORIGIN_RENAME_CYCLE,		/* the instruction is on a cycle of such
				   links: an induction variable stepped by
				   addq $1 */
  ORIGIN_ALU			/* an operation of an execution unit, or a
				   cycle it is not on */
};

/* Whether the value an instruction writes comes from a load, or from
   nothing but moves and adds done at rename around the loop (an
   induction variable stepped by addq $1): the core wakes the loads that
   take their address from it without the delay.  A chase through
   (%rdi), 8(%rdi) and 16(%rdi) measured 5.00 cycles per iteration, the
   load's latency, with a movq or an addq $0 after the load too; three
   loads through (%rsi,%rax,4) with addq $1, %rax ran as before
   (stencil.c:14 1.84 cycles per iteration, 1.83 without the delay, 2.00
   with it).  Each instruction links to at most one other (the last
   writer of what it passes on), so every instruction's origin is found
   in one walk of the body, each link followed once: walks from each
   instruction took 30 s on a body of 30,000 addq $1, %rax.  Fills
   ORIGIN[0..N-1].  */
static void
find_origins (const struct mca_sinst *src, unsigned n, enum origin *origin)
{
  struct mca_writer_index writers;
  mca_writer_index_build (src, n, &writers);
  unsigned *path = XNEWVEC (unsigned, n ? n : 1);
  bool *on_path = XCNEWVEC (bool, n ? n : 1);
  for (unsigned s = 0; s < n; s++)
    {
      /* Follow the links from S to a load, an ALU operation, an
	 instruction whose origin is known, or back onto the path; the
	 path's instructions from CYCLE on are then a cycle.  */
      unsigned len = 0, j = s, cycle = UINT_MAX;
      enum origin end;
      for (;;)
	{
	  if (origin[j] != ORIGIN_UNKNOWN)
	    {
	      /* Reaching a cycle from outside it is not being on it.  */
	      end = origin[j] == ORIGIN_LOAD ? ORIGIN_LOAD : ORIGIN_ALU;
	      break;
	    }
	  if (on_path[j])
	    {
	      cycle = len;
	      while (path[--cycle] != j)
		;
	      end = ORIGIN_ALU;
	      break;
	    }
	  on_path[j] = true;
	  path[len++] = j;
	  if (src[j].may_load)
	    {
	      end = ORIGIN_LOAD;
	      break;
	    }
	  mca_reg from = passed_on (&src[j]);
	  int w = from ? mca_writer_index_last (&writers, src, n, j, from) : -1;
	  if (w < 0)
	    {
	      end = ORIGIN_ALU;
	      break;
	    }
	  j = (unsigned) w;
	}
      for (unsigned k = 0; k < len; k++)
	{
	  origin[path[k]] = k >= cycle ? ORIGIN_RENAME_CYCLE : end;
	  on_path[path[k]] = false;
	}
    }
  free (on_path);
  free (path);
  mca_writer_index_free (&writers);
}

void
mca_mark_address_fanout (struct mca_sinst *src, unsigned n,
			 const struct mca_model *m)
{
  enum { MAX_LOADS = 64 };
  if (!m->address_fanout_loads || !m->address_fanout_cycles)
    return;
  enum origin *origin = XCNEWVEC (enum origin, n ? n : 1);
  find_origins (src, n, origin);
  for (unsigned j = 0; j < n; j++)
    for (unsigned w = 0; w < src[j].nwrites; w++)
      {
	mca_reg r = src[j].writes[w].reg;
	if (!r)
	  continue;
	enum mca_reg_class c = mca_reg_class (r);
	if (c < MCA_RC_GPR8 || c > MCA_RC_GPR64)
	  continue;
	r = mca_reg_top (r);
	/* A value from a load, or renamed round the loop: no delay.  */
	if (origin[j] != ORIGIN_ALU)
	  continue;
	struct mca_read_desc *loads[MAX_LOADS];
	unsigned count = loads_of_write (src, n, j, r, loads, MAX_LOADS);
	if (count <= m->address_fanout_loads)
	  continue;
	for (unsigned k = 0; k < count && k < MAX_LOADS; k++)
	  loads[k]->delay = (unsigned char) m->address_fanout_cycles;
      }
  free (origin);
}
