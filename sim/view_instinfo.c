/* view_instinfo.c - the instruction info view: micro-ops, latency,
   reciprocal throughput and memory/side-effect flags of each instruction
   of the region; with -show-barriers its load/store barrier flags, with
   -show-encoding its size and bytes.  */

#include "view.h"

#include <stdlib.h>

#include <libiberty/libiberty.h>

struct instinfo
{
  struct mca_view_ctx ctx;
};

static void
print (void *self, struct mca_strbuf *out)
{
  struct instinfo *v = self;
  if (!v->ctx.nsource)
    return;
  bool barriers = v->ctx.barriers;
  const struct mca_encoding *enc = v->ctx.encodings;
  mca_sb_puts (out, "\n\nInstruction Info:\n[1]: #uOps\n[2]: Latency\n"
	       "[3]: RThroughput\n[4]: MayLoad\n[5]: MayStore\n"
	       "[6]: HasSideEffects (U)\n");
  if (barriers)
    mca_sb_puts (out, "[7]: LoadBarrier\n[8]: StoreBarrier\n");
  unsigned size_column = barriers ? 9 : 7;
  if (enc)
    mca_sb_printf (out, "[%u]: Encoding Size\n", size_column);
  mca_sb_puts (out, "\n[1]    [2]    [3]    [4]    [5]    [6]    ");
  if (barriers)
    mca_sb_puts (out, "[7]    [8]    ");
  if (enc)
    mca_sb_printf (out, "[%u]    Encodings:                    ",
		   size_column);
  mca_sb_puts (out, "Instructions:\n");
  for (unsigned k = 0; k < v->ctx.nsource; k++)
    {
      const struct mca_sinst *si = &v->ctx.source[k];
      const struct mca_sched_class *sc = si->desc->sc;
      unsigned uops = si->desc->uops;
      unsigned lat = mca_class_latency (sc);
      double rt = mca_class_rthroughput (sc, v->ctx.model);
      mca_sb_printf (out, " %u    ", uops);
      mca_sb_puts (out, uops < 10 ? "  " : uops < 100 ? " " : "");
      mca_sb_printf (out, "%u   ", lat);
      mca_sb_puts (out, lat < 10 ? "  " : lat < 100 ? " " : "");
      mca_sb_printf (out, "%.2f ", rt);
      mca_sb_puts (out, rt < 10.0 ? "  " : rt < 100.0 ? " " : "");
      mca_sb_puts (out, si->may_load ? " *     " : "       ");
      mca_sb_puts (out, si->may_store ? " *     " : "       ");
      mca_sb_puts (out, si->side_effects ? " U     " : "       ");
      if (barriers)
	{
	  mca_sb_puts (out, si->load_barrier ? " *     " : "       ");
	  mca_sb_puts (out, si->store_barrier ? " *     " : "       ");
	}
      if (enc)
	{
	  /* The size, then the bytes padded to 30 columns with at least
	     one space.  */
	  mca_sb_printf (out, " %-6u", enc[k].len);
	  unsigned bytes_at = out->column;
	  for (unsigned b = 0; b < enc[k].len; b++)
	    mca_sb_printf (out, "%02x ", enc[k].bytes[b]);
	  mca_sb_pad_to (out, bytes_at + 30);
	}
      mca_print_inst (out, &v->ctx, si);
      mca_sb_putc (out, '\n');
    }
}

static void
json (void *self, struct mca_strbuf *out)
{
  struct instinfo *v = self;
  mca_sb_puts (out, "{\"InstructionList\": [");
  for (unsigned k = 0; k < v->ctx.nsource; k++)
    {
      const struct mca_sinst *si = &v->ctx.source[k];
      const struct mca_sched_class *sc = si->desc->sc;
      mca_sb_printf (out, "%s{\"Instruction\": %u, \"NumMicroOpcodes\": %u, "
		     "\"Latency\": %u, \"RThroughput\": %.17g, "
		     "\"mayLoad\": %s, \"mayStore\": %s, "
		     "\"hasUnmodeledSideEffects\": %s}",
		     k ? ", " : "", k, si->desc->uops, mca_class_latency (sc),
		     mca_class_rthroughput (sc, v->ctx.model),
		     si->may_load ? "true" : "false",
		     si->may_store ? "true" : "false",
		     si->side_effects ? "true" : "false");
    }
  mca_sb_puts (out, "]}");
}

struct mca_view
mca_view_instinfo (const struct mca_view_ctx *ctx, bool tables)
{
  (void) tables;
  struct instinfo *v = xcalloc (1, sizeof *v);
  v->ctx = *ctx;
  struct mca_view view = {0};
  view.name = "InstructionInfoView";
  view.self = v;
  view.listener.self = v;
  view.print = print;
  view.json = json;
  view.destroy = free;
  return view;
}
