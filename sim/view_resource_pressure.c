/* view_resource_pressure.c - resource pressure: the average cycles each
   resource unit is busy per iteration, in total and per instruction.  */

#include "view.h"

#include <stdlib.h>

#include <libiberty/libiberty.h>

struct pressure
{
  struct mca_view_ctx ctx;
  unsigned last_idx;
  unsigned nunits;		/* resource units, the table's columns */
  unsigned *first_column;	/* by resource index */
  double *usage;		/* (nsource + 1) rows of nunits */
};

static void
on_event (void *self, const struct mca_inst_event *e)
{
  struct pressure *v = self;
  if (e->type == MCA_EV_DISPATCHED)
    {
      v->last_idx = e->inst->iid;
      return;
    }
  if (e->type != MCA_EV_ISSUED)
    return;
  unsigned row = e->inst->iid % v->ctx.nsource;
  for (unsigned k = 0; k < e->nused; k++)
    {
      const struct mca_resource_use *u = &e->used[k];
      unsigned res = v->ctx.masks->state2res[mca_state_index (u->ref.res)];
      unsigned col = v->first_column[res] + __builtin_ctzll (u->ref.unit);
      double cycles = (double) u->cycles / (u->denom ? u->denom : 1);
      v->usage[row * v->nunits + col] += cycles;
      v->usage[v->ctx.nsource * v->nunits + col] += cycles;
    }
}

/* A unit's column heading: [IDX], or [IDX.U] for unit U of a resource
   of several.  */
static void
print_unit_index (struct mca_strbuf *out, unsigned idx, unsigned u,
		  unsigned units)
{
  mca_sb_putc (out, '[');
  mca_sb_put_uint (out, idx);
  if (units > 1)
    {
      mca_sb_putc (out, '.');
      mca_sb_put_uint (out, u);
    }
  mca_sb_putc (out, ']');
}

static void
print_columns (struct pressure *v, struct mca_strbuf *out)
{
  const struct mca_model *m = v->ctx.model;
  unsigned column = out->column;
  for (unsigned r = 1, idx = 0; r < m->nres; r++)
    {
      if (m->res[r].is_group || !m->res[r].units)
	continue;
      for (unsigned u = 0; u < m->res[r].units; u++)
	{
	  column += 7;
	  print_unit_index (out, idx, u, m->res[r].units);
	  mca_sb_pad_to (out, column);
	}
      idx++;
    }
}

static void
print_value (struct mca_strbuf *out, double p, unsigned col)
{
  if (!p || p < 0.005)
    mca_sb_puts (out, " - ");
  else
    mca_sb_put_hundredths (out, mca_round_to (p, 2));
  mca_sb_pad_to (out, col);
}

static void
print (void *self, struct mca_strbuf *out)
{
  struct pressure *v = self;
  const struct mca_model *m = v->ctx.model;
  mca_sb_puts (out, "\n\nResources:\n");
  for (unsigned r = 1, idx = 0; r < m->nres; r++)
    {
      if (m->res[r].is_group || !m->res[r].units)
	continue;
      for (unsigned u = 0; u < m->res[r].units; u++)
	{
	  print_unit_index (out, idx, u, m->res[r].units);
	  mca_sb_pad_to (out, 6);
	  mca_sb_printf (out, "- %s\n", m->res[r].name);
	}
      idx++;
    }
  mca_sb_puts (out, "\n\nResource pressure per iteration:\n");
  print_columns (v, out);
  mca_sb_putc (out, '\n');
  unsigned executions = v->last_idx / v->ctx.nsource + 1;
  for (unsigned c = 0; c < v->nunits; c++)
    print_value (out, v->usage[v->ctx.nsource * v->nunits + c] / executions,
		 (c + 1) * 7);
  mca_sb_puts (out, "\n\nResource pressure by instruction:\n");
  print_columns (v, out);
  mca_sb_puts (out, "Instructions:\n");
  for (unsigned k = 0; k < v->ctx.nsource; k++)
    {
      for (unsigned c = 0; c < v->nunits; c++)
	print_value (out, v->usage[k * v->nunits + c] / executions,
		     (c + 1) * 7);
      mca_print_inst (out, &v->ctx, &v->ctx.source[k]);
      mca_sb_putc (out, '\n');
    }
}

static void
json (void *self, struct mca_strbuf *out)
{
  struct pressure *v = self;
  unsigned executions = v->last_idx / v->ctx.nsource + 1;
  mca_sb_puts (out, "{\"ResourcePressureInfo\": [");
  bool first = true;
  for (unsigned row = 0; row <= v->ctx.nsource; row++)
    for (unsigned c = 0; c < v->nunits; c++)
      {
	double u = v->usage[row * v->nunits + c];
	if (!u)
	  continue;
	mca_sb_printf (out, "%s{\"InstructionIndex\": %u, \"ResourceIndex\": "
		       "%u, \"ResourceUsage\": %.17g}", first ? "" : ", ",
		       row, c, u / executions);
	first = false;
      }
  mca_sb_puts (out, "]}");
}

static void
destroy (void *self)
{
  struct pressure *v = self;
  free (v->first_column);
  free (v->usage);
  free (v);
}

struct mca_view
mca_view_resource_pressure (const struct mca_view_ctx *ctx)
{
  struct pressure *v = xcalloc (1, sizeof *v);
  v->ctx = *ctx;
  const struct mca_model *m = ctx->model;
  v->first_column = xcalloc (m->nres, sizeof *v->first_column);
  for (unsigned r = 1; r < m->nres; r++)
    if (!m->res[r].is_group && m->res[r].units)
      {
	v->first_column[r] = v->nunits;
	v->nunits += m->res[r].units;
      }
  v->usage = xcalloc ((size_t) (ctx->nsource + 1) * (v->nunits ? v->nunits
							       : 1),
		      sizeof *v->usage);
  struct mca_view view = {0};
  view.name = "ResourcePressureView";
  view.self = v;
  view.listener.self = v;
  view.listener.inst_event = on_event;
  view.print = print;
  view.json = json;
  view.destroy = destroy;
  return view;
}
