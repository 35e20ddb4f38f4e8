/* test-asm.c - unit tests of the assembly parser and operand printer
   (sim/asm_*.c): statements, comments, prefixes, AT&T and Intel operands,
   code regions with llvm-mca's rules (checked against llvm-mca-19), IACA
   markers, diagnostics, and operand printing checked against llvm-mc-19
   (`llvm-mc-19 -triple=x86_64 [-output-asm-variant=1] [--print-imm-hex]').  */

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "asm.h"
#include "unit.h"

static struct mca_asm_unit u;

static size_t
parse (const char *text)
{
  mca_asm_free (&u);
  return mca_asm_parse (text, strlen (text), &u);
}

/* The operands of instruction I printed as written order of the syntax:
   AT&T order, or Intel order when INTEL.  */
static const char *
ops (size_t i, bool intel, bool hex)
{
  static char buf[512];
  size_t len = 0;
  buf[0] = 0;
  if (i >= u.ninsts)
    return "(no such instruction)";
  const struct mca_asm_inst *in = &u.insts[i];
  for (unsigned k = 0; k < in->nops; k++)
    {
      const struct mca_operand *op = &in->ops[intel ? in->nops - 1 - k : k];
      char one[128];
      mca_asm_format_operand (one, sizeof one, op, intel, hex);
      len += (size_t) snprintf (buf + len, sizeof buf - len, "%s%s",
				k ? ", " : "", one);
    }
  return buf;
}

/* Parse LINE (AT&T) alone and compare its operands with llvm-mc's AT&T
   (ATT) and Intel (INTEL, NULL to skip) printing.  */
static void
check_print (const char *line, const char *att, const char *intel)
{
  size_t errs = parse (line);
  if (errs || u.ninsts != 1)
    {
      unit_failed++;
      fprintf (stderr, "FAILED: `%s' did not parse: %s\n", line,
	       u.ndiags ? u.diags[0].message : "no instruction");
      return;
    }
  CHECK_STR (ops (0, false, false), att);
  if (intel)
    CHECK_STR (ops (0, true, false), intel);
}

static void
check_hex (const char *line, const char *att, const char *intel)
{
  if (parse (line) || u.ninsts != 1)
    {
      unit_failed++;
      fprintf (stderr, "FAILED: `%s' did not parse\n", line);
      return;
    }
  CHECK_STR (ops (0, false, true), att);
  CHECK_STR (ops (0, true, true), intel);
}

/* Parse Intel-syntax LINE and compare with llvm-mc's printing of it.  */
static void
check_intel (const char *line, const char *att, const char *intel)
{
  char buf[512];
  snprintf (buf, sizeof buf, ".intel_syntax noprefix\n%s\n", line);
  if (parse (buf) || u.ninsts != 1)
    {
      unit_failed++;
      fprintf (stderr, "FAILED: `%s' did not parse: %s\n", line,
	       u.ndiags ? u.diags[0].message : "no instruction");
      return;
    }
  CHECK (u.insts[0].intel);
  CHECK_STR (ops (0, false, false), att);
  CHECK_STR (ops (0, true, false), intel);
}

static bool
has_diag (enum mca_diag_level level, unsigned line, const char *msg)
{
  for (size_t i = 0; i < u.ndiags; i++)
    if (u.diags[i].level == level && u.diags[i].line == line
	&& strcmp (u.diags[i].message, msg) == 0)
      return true;
  return false;
}

static void
check_region (size_t k, const char *name, size_t begin, size_t end)
{
  if (k >= u.nregions)
    {
      unit_failed++;
      fprintf (stderr, "FAILED: no region %zu\n", k);
      return;
    }
  CHECK_STR (u.regions[k].name, name);
  CHECK (u.regions[k].begin == begin);
  CHECK (u.regions[k].end == end);
}

static void
test_statements (void)
{
  /* Labels, directives, comments, separators.  */
  CHECK (parse ("\t.text\n\t.globl\tf\n\t.type\tf, @function\nf:\n"
		".LFB0:\n\t.cfi_startproc\n1:\tmovl $1, %eax # c\n"
		".L3: addl %eax, %ebx ; subl %ecx, %edx\n"
		"\t.string \"a;b#c\"\n/* x */ ret /* y\n z */\n"
		"x = 4\n\t.set y, 5\n\"quoted label\": nop\n") == 0);
  CHECK (u.ninsts == 5);
  CHECK_STR (u.insts[0].mnemonic, "movl");
  CHECK (u.insts[0].line == 7);
  CHECK_STR (u.insts[1].mnemonic, "addl");
  CHECK_STR (u.insts[2].mnemonic, "subl");
  CHECK (u.insts[2].line == 8);
  CHECK_STR (u.insts[3].mnemonic, "ret");
  CHECK (u.insts[3].line == 10);
  CHECK_STR (u.insts[3].text, "ret");
  CHECK_STR (u.insts[4].mnemonic, "nop");
  CHECK_STR (u.insts[1].text, "addl %eax, %ebx");
  CHECK (u.nregions == 1);
  check_region (0, "", 0, 5);
  CHECK (u.regions[0].begin_line == 0 && u.regions[0].end_line == 0);

  /* GCC's inline-asm markers and line markers are comments.  */
  CHECK (parse ("#APP\n# 12 \"f.c\" 1\n\tpause\n# 0 \"\" 2\n#NO_APP\n") == 0);
  CHECK (u.ninsts == 1);

  /* Mnemonics are lowercased; upper-case registers are fine.  */
  CHECK (parse ("MOVL %EAX, %EBX\n") == 0);
  CHECK_STR (u.insts[0].mnemonic, "movl");
  CHECK_STR (ops (0, false, false), "%eax, %ebx");

  /* Prefixes as words, alone before `;', or pseudo prefixes.  */
  CHECK (parse ("lock addl $1, (%rax)\nlock; incl (%rdx)\nrep stosq\n"
		"repz ret\nrepnz scasb\nnotrack jmp *%rax\ndata16 cs nopw "
		"(%rax)\nrex64 call foo@PLT\n{vex} vpaddd %xmm1, %xmm2, %xmm3\n"
		"{evex} vaddps %xmm1, %xmm2, %xmm3\nbnd ret\nxacquire lock "
		"incl (%rax)\nrex.W movl %eax, %eax\nlock\n") == 0);
  CHECK (u.ninsts == 13);
  CHECK (u.insts[0].prefixes == MCA_PFX_LOCK);
  CHECK_STR (u.insts[0].mnemonic, "addl");
  CHECK (u.insts[1].prefixes == MCA_PFX_LOCK);
  CHECK_STR (u.insts[1].mnemonic, "incl");
  CHECK (u.insts[2].prefixes == MCA_PFX_REP && u.insts[2].nops == 0);
  CHECK (u.insts[3].prefixes == MCA_PFX_REP);
  CHECK (u.insts[4].prefixes == MCA_PFX_REPNE);
  CHECK (u.insts[5].prefixes == MCA_PFX_NOTRACK);
  CHECK (u.insts[6].prefixes == (MCA_PFX_DATA16 | MCA_PFX_SEG));
  CHECK (u.insts[7].prefixes == MCA_PFX_REX);
  CHECK (u.insts[8].prefixes == MCA_PFX_VEX);
  CHECK (u.insts[9].prefixes == MCA_PFX_EVEX);
  CHECK (u.insts[10].prefixes == MCA_PFX_BND);
  CHECK (u.insts[11].prefixes == (MCA_PFX_XACQUIRE | MCA_PFX_LOCK));
  CHECK (u.insts[12].prefixes == MCA_PFX_REX);

  /* Syntax switches.  */
  CHECK (parse ("movl %eax, %ebx\n.intel_syntax noprefix\nmov ebx, eax\n"
		".att_syntax prefix\nmovl %eax, %ebx\n.intel_syntax\n"
		"mov %ebx, %eax\n.att_syntax noprefix\nmovl eax, ebx\n") == 0);
  CHECK (u.ninsts == 5);
  CHECK (!u.insts[0].intel && u.insts[1].intel && !u.insts[2].intel);
  for (size_t i = 0; i < 5; i++)
    {
      CHECK (u.insts[i].ops[0].reg == MCA_R_EAX);
      CHECK (u.insts[i].ops[1].reg == MCA_R_EBX);
    }

  /* Macro bodies are not code.  */
  CHECK (parse (".macro m a\n\tmovl \\a, %eax\n.endm\nret\n") == 0);
  CHECK (u.ninsts == 1);
}

static void
test_att_operands (void)
{
  const struct mca_operand *o;
  CHECK (parse ("movl -8(%rbp,%rax,4), %eax\n") == 0);
  o = &u.insts[0].ops[0];
  CHECK (o->kind == MCA_OPND_MEM && o->mem.base == MCA_R_RBP
	 && o->mem.index == MCA_R_RAX && o->mem.scale == 4
	 && o->mem.disp == -8 && o->mem.has_disp && !o->mem.disp_symbolic);
  CHECK (u.insts[0].ops[1].kind == MCA_OPND_REG);
  CHECK_STR (o->text, "-8(%rbp,%rax,4)");

  CHECK (parse ("movq .LC0+8(%rip), %rax\n") == 0);
  o = &u.insts[0].ops[0];
  CHECK (o->mem.base == MCA_R_RIP && o->mem.disp_symbolic
	 && o->mem.disp == 8);
  CHECK_STR (o->expr, ".LC0+8");

  CHECK (parse ("movq %fs:40, %rax\nmovq %fs:(%rax), %rbx\n") == 0);
  CHECK (u.insts[0].ops[0].mem.seg == MCA_R_FS);
  CHECK (u.insts[0].ops[0].mem.disp == 40);
  CHECK (u.insts[1].ops[0].mem.base == MCA_R_RAX);

  CHECK (parse ("movl $.LC0, %eax\nmovl $foo+8, %eax\nmovl $0x10, %eax\n"
		"movl $-1, %eax\nmovq $0xffffffffffffffff, %rax\n") == 0);
  CHECK (u.insts[0].ops[0].kind == MCA_OPND_IMM
	 && u.insts[0].ops[0].imm_symbolic);
  CHECK_STR (u.insts[1].ops[0].expr, "foo+8");
  CHECK (u.insts[1].ops[0].imm == 8);
  CHECK (u.insts[2].ops[0].imm == 16 && !u.insts[2].ops[0].expr);
  CHECK (u.insts[3].ops[0].imm == -1);
  CHECK (u.insts[4].ops[0].imm == -1);

  /* Branch targets, indirect branches, absolute memory.  */
  CHECK (parse ("jmp .L3\ncall foo@PLT\njmp *%rax\njmp *8(%rax)\n"
		"jmp *.L4(,%rax,8)\nmovl foo, %eax\ncall *foo(%rip)\n"
		"jne 1b\nxbegin .L9\nloop .L2\n") == 0);
  CHECK (u.insts[0].ops[0].kind == MCA_OPND_EXPR);
  CHECK_STR (u.insts[0].ops[0].expr, ".L3");
  CHECK (u.insts[1].ops[0].kind == MCA_OPND_EXPR);
  CHECK_STR (u.insts[1].ops[0].expr, "foo@PLT");
  CHECK (u.insts[2].ops[0].kind == MCA_OPND_REG
	 && u.insts[2].ops[0].indirect);
  CHECK (u.insts[3].ops[0].kind == MCA_OPND_MEM
	 && u.insts[3].ops[0].indirect);
  CHECK (u.insts[4].ops[0].mem.index == MCA_R_RAX
	 && u.insts[4].ops[0].mem.base == MCA_REG_NONE);
  CHECK (u.insts[5].ops[0].kind == MCA_OPND_MEM);
  CHECK (u.insts[6].ops[0].kind == MCA_OPND_MEM && u.insts[6].ops[0].indirect);
  CHECK (u.insts[7].ops[0].kind == MCA_OPND_EXPR);
  CHECK (u.insts[8].ops[0].kind == MCA_OPND_EXPR);
  CHECK (u.insts[9].ops[0].kind == MCA_OPND_EXPR);

  /* AVX-512 decorations and rounding.  */
  CHECK (parse ("vaddps (%rax){1to16}, %zmm2, %zmm3{%k1}{z}\n"
		"vaddps {rn-sae}, %zmm1, %zmm2, %zmm3\n"
		"vcmpps $0, {sae}, %zmm1, %zmm2, %k1 {%k2}\n") == 0);
  CHECK (u.insts[0].ops[0].mem.broadcast == 16);
  CHECK (u.insts[0].ops[2].mask == MCA_R_K1 && u.insts[0].ops[2].zeroing);
  CHECK (u.insts[1].ops[0].kind == MCA_OPND_ROUND
	 && u.insts[1].ops[0].rounding == MCA_ROUND_RN);
  CHECK (u.insts[2].ops[1].rounding == MCA_ROUND_SAE);
  CHECK (u.insts[2].ops[4].mask == MCA_R_K2);

  /* x87.  */
  CHECK (parse ("fadd %st(1), %st\nfstp %st(0)\nfxch %st( 2 )\n") == 0);
  CHECK (u.insts[0].ops[0].reg == MCA_R_ST1);
  CHECK (u.insts[0].ops[1].reg == MCA_R_ST0);
  CHECK (u.insts[1].ops[0].reg == MCA_R_ST0);
  CHECK (u.insts[2].ops[0].reg == MCA_R_ST2);

  /* Expressions.  */
  CHECK (parse ("movl $(1<<3)|1, %eax\nmovl (2*4)(%rax), %eax\n"
		"movl $010, %eax\nmovl $0b101, %eax\nmovl $'a', %eax\n"
		"movl $~0, %eax\nmovl $(2<3), %eax\n") == 0);
  CHECK (u.insts[0].ops[0].imm == 9);
  CHECK (u.insts[1].ops[0].mem.disp == 8);
  CHECK (u.insts[2].ops[0].imm == 8);
  CHECK (u.insts[3].ops[0].imm == 5);
  CHECK (u.insts[4].ops[0].imm == 97);
  CHECK (u.insts[5].ops[0].imm == -1);
  CHECK (u.insts[6].ops[0].imm == -1);
}

static void
test_intel_operands (void)
{
  const struct mca_operand *o;
  CHECK (parse (".intel_syntax noprefix\n"
		"mov eax, DWORD PTR [rbp-4]\n"
		"lea rax, .LC0[rip]\n"
		"mov rax, QWORD PTR fs:40\n"
		"mov eax, OFFSET FLAT:.LC0\n"
		"vaddps zmm0{k1}{z}, zmm1, DWORD PTR [rax]{1to16}\n"
		"fadd st, st(1)\n"
		"mov DWORD PTR a[0+rax*4], 7\n"
		"jmp [QWORD PTR .L4[0+rax*8]]\n"
		"call foo\n"
		"jmp rax\n"
		"vaddps zmm0, zmm1, zmm2, {rn-sae}\n"
		"fld TBYTE PTR [rsp]\n"
		"movaps XMMWORD PTR [rsp+16], xmm0\n"
		"vmovaps YMMWORD PTR [rdi], ymm1\n"
		"mov eax, DWORD PTR x\n") == 0);
  CHECK (u.ninsts == 15);
  /* mov eax, DWORD PTR [rbp-4]: AT&T order, memory first.  */
  o = &u.insts[0].ops[0];
  CHECK (o->kind == MCA_OPND_MEM && o->mem.base == MCA_R_RBP
	 && o->mem.disp == -4 && o->mem.size_bits == 32);
  CHECK (u.insts[0].ops[1].reg == MCA_R_EAX);
  o = &u.insts[1].ops[0];
  CHECK (o->mem.base == MCA_R_RIP && o->mem.disp_symbolic
	 && o->mem.size_bits == 0);
  CHECK_STR (o->expr, ".LC0");
  o = &u.insts[2].ops[0];
  CHECK (o->mem.seg == MCA_R_FS && o->mem.disp == 40
	 && o->mem.size_bits == 64);
  o = &u.insts[3].ops[0];
  CHECK (o->kind == MCA_OPND_IMM && o->imm_symbolic);
  CHECK_STR (o->expr, ".LC0");
  CHECK (u.insts[4].ops[0].mem.broadcast == 16);
  CHECK (u.insts[4].ops[0].mem.size_bits == 32);
  CHECK (u.insts[4].ops[2].mask == MCA_R_K1 && u.insts[4].ops[2].zeroing);
  CHECK (u.insts[5].ops[0].reg == MCA_R_ST1 && u.insts[5].ops[1].reg
	 == MCA_R_ST0);
  o = &u.insts[6].ops[1];
  CHECK (o->mem.index == MCA_R_RAX && o->mem.scale == 4
	 && o->mem.base == MCA_REG_NONE);
  CHECK_STR (o->expr, "a");
  CHECK (u.insts[6].ops[0].imm == 7);
  o = &u.insts[7].ops[0];
  CHECK (o->kind == MCA_OPND_MEM && o->indirect && o->mem.size_bits == 64);
  CHECK (u.insts[8].ops[0].kind == MCA_OPND_EXPR);
  CHECK (u.insts[9].ops[0].kind == MCA_OPND_REG && u.insts[9].ops[0].indirect);
  CHECK (u.insts[10].ops[0].kind == MCA_OPND_ROUND);
  CHECK (u.insts[11].ops[0].mem.size_bits == 80);
  CHECK (u.insts[12].ops[1].mem.size_bits == 128);
  CHECK (u.insts[13].ops[1].mem.size_bits == 256);
  CHECK (u.insts[14].ops[0].kind == MCA_OPND_MEM);
}

static void
test_printing (void)
{
  /* Expected strings are llvm-mc-19's printing of the same line.  */
  check_print ("vaddps %zmm1, %zmm2, %zmm3{%k1}{z}",
	       "%zmm1, %zmm2, %zmm3 {%k1} {z}",
	       "zmm3 {k1} {z}, zmm2, zmm1");
  check_print ("vaddps (%rax){1to16}, %zmm2, %zmm3 {%k1}",
	       "(%rax){1to16}, %zmm2, %zmm3 {%k1}", NULL);
  check_print ("vaddps {rn-sae}, %zmm1, %zmm2, %zmm3",
	       "{rn-sae}, %zmm1, %zmm2, %zmm3", "zmm3, zmm2, zmm1, {rn-sae}");
  check_print ("movl -8(%rbp), %eax", "-8(%rbp), %eax", NULL);
  check_print ("movq .LC0(%rip), %rax", ".LC0(%rip), %rax", NULL);
  check_print ("movq %fs:40, %rax", "%fs:40, %rax", NULL);
  check_print ("movq %fs:(%rax), %rax", "%fs:(%rax), %rax", NULL);
  check_print ("jmp *%rax", "*%rax", "rax");
  check_print ("jmp *8(%rax)", "*8(%rax)", NULL);
  check_print ("jmp *.L4(,%rax,8)", "*.L4(,%rax,8)", NULL);
  check_print ("call foo@PLT", "foo@PLT", "foo@PLT");
  check_print ("movl foo, %eax", "foo, %eax", NULL);
  check_print ("movl $foo+8, %eax", "$foo+8, %eax", "eax, offset foo+8");
  check_print ("movl $-1, %eax", "$-1, %eax", "eax, -1");
  check_print ("movl $0x10, %eax", "$16, %eax", "eax, 16");
  check_print ("leaq 8(%rax,%rbx,4), %rcx", "8(%rax,%rbx,4), %rcx",
	       "rcx, [rax + 4*rbx + 8]");
  check_print ("fadd %st(1), %st", "%st(1), %st", "st, st(1)");
  check_print ("faddp %st, %st(1)", "%st, %st(1)", "st(1), st");
  check_print ("fstp %st(0)", "%st(0)", "st(0)");
  check_print ("movl (,%rax,8), %eax", "(,%rax,8), %eax",
	       "eax, [8*rax]");
  check_print ("movl (,%rax,1), %eax", "(,%rax), %eax", "eax, [1*rax]");
  check_print ("movl 0x10(%rax), %eax", "16(%rax), %eax",
	       "eax, [rax + 16]");
  check_print ("movl -0x10(%rax), %eax", "-16(%rax), %eax",
	       "eax, [rax - 16]");
  check_print ("movl (%rax,%rbx), %eax", "(%rax,%rbx), %eax",
	       "eax, [rax + rbx]");
  check_print ("movl 0(%rax), %eax", "(%rax), %eax", "eax, [rax]");
  check_print ("movl 0, %eax", "0, %eax", "eax, [0]");
  check_print ("movabsq $-9223372036854775808, %rax",
	       "$-9223372036854775808, %rax", NULL);
  check_print ("movl $4294967295, %eax", "$4294967295, %eax", NULL);
  check_print ("movq $0xffffffffffffffff, %rax", "$-1, %rax", NULL);
  check_print ("movl foo+8+8, %eax", "(foo+8)+8, %eax", NULL);
  check_print ("movl $foo+8-bar, %eax", "$(foo+8)-bar, %eax",
	       "eax, offset (foo+8)-bar");
  check_print ("movl $-8+foo, %eax", "$(-8)+foo, %eax", NULL);
  check_print ("movl $foo|2+3, %eax", "$(foo|2)+3, %eax", NULL);
  check_print ("movl $foo+(8*2), %eax", "$foo+16, %eax", NULL);
  check_print ("movl $-(foo+8), %eax", "$-(foo+8), %eax", NULL);
  check_print ("movl $(1<<3), %eax", "$8, %eax", NULL);
  check_print ("movl $foo@tpoff, %eax", "$foo@TPOFF, %eax",
	       "eax, offset foo@TPOFF");
  check_print ("movq foo@GOTPCREL(%rip), %rax", "foo@GOTPCREL(%rip), %rax",
	       "rax, [rip + foo@GOTPCREL]");
  check_print ("movl %fs:foo@tpoff, %eax", "%fs:foo@TPOFF, %eax", NULL);
  check_print ("movl foo(,%rax,4), %eax", "foo(,%rax,4), %eax",
	       "eax, [4*rax + foo]");
  check_print ("movl foo(%rax,%rbx,4), %eax", "foo(%rax,%rbx,4), %eax",
	       "eax, [rax + 4*rbx + foo]");
  check_print ("movl %eax, foo-8(%rip)", "%eax, foo-8(%rip)",
	       "[rip + foo-8], eax");
  check_print ("vpgatherdd (%rax,%zmm1,4), %zmm0 {%k1}",
	       "(%rax,%zmm1,4), %zmm0 {%k1}", "zmm0 {k1}, [rax + 4*zmm1]");
  check_print ("vmovaps %zmm0, (%rax) {%k1}", "%zmm0, (%rax) {%k1}",
	       "[rax] {k1}, zmm0");
  check_print ("kmovw %k1, %eax", "%k1, %eax", "eax, k1");
  check_print ("lea (%rip), %rax", "(%rip), %rax", "rax, [rip]");

  /* --print-imm-hex.  */
  check_hex ("movl $-1, %eax", "$-0x1, %eax", "eax, -0x1");
  check_hex ("movl $16, %eax", "$0x10, %eax", "eax, 0x10");
  check_hex ("movl $0, %eax", "$0x0, %eax", "eax, 0x0");
  check_hex ("movl -16(%rax), %eax", "-0x10(%rax), %eax",
	     "eax, [rax - 0x10]");
  check_hex ("movl 16(%rax,%rbx,2), %eax", "0x10(%rax,%rbx,2), %eax",
	     "eax, [rax + 2*rbx + 0x10]");
  check_hex ("movabsq $-9223372036854775808, %rax",
	     "$-0x8000000000000000, %rax", "rax, -0x8000000000000000");
  check_hex ("movl foo+16(%rip), %eax", "foo+16(%rip), %eax",
	     "eax, [rip + foo+16]");
  check_hex ("movl %fs:-8, %eax", "%fs:-0x8, %eax", "eax, fs:[-0x8]");
  check_hex ("movl 0, %eax", "0x0, %eax", "eax, [0x0]");

  /* Intel input, printed by llvm-mc in both syntaxes.  Memory sizes
     printed in Intel come from what was written.  */
  check_intel ("mov eax, DWORD PTR a[0+rax*4]", "a(,%rax,4), %eax",
	       "eax, dword ptr [4*rax + a]");
  check_intel ("mov eax, DWORD PTR -16[rbp]", "-16(%rbp), %eax",
	       "eax, dword ptr [rbp - 16]");
  check_intel ("mov eax, DWORD PTR .LC0[rip+8]", ".LC0+8(%rip), %eax",
	       "eax, dword ptr [rip + .LC0+8]");
  check_intel ("mov eax, DWORD PTR .LC0+8[rip]", ".LC0+8(%rip), %eax",
	       "eax, dword ptr [rip + .LC0+8]");
  check_intel ("lea rax, [rip+.LC0]", ".LC0(%rip), %rax",
	       "rax, [rip + .LC0]");
  check_intel ("mov eax, DWORD PTR fs:tls_var@tpoff",
	       "%fs:tls_var@TPOFF, %eax",
	       "eax, dword ptr fs:[tls_var@TPOFF]");
  check_intel ("mov rax, QWORD PTR fs:40", "%fs:40, %rax",
	       "rax, qword ptr fs:[40]");
  check_intel ("vaddps zmm0{k1}{z}, zmm0, DWORD PTR [rdi]{1to16}",
	       "(%rdi){1to16}, %zmm0, %zmm0 {%k1} {z}",
	       "zmm0 {k1} {z}, zmm0, dword ptr [rdi]{1to16}");
  check_intel ("vcmpps k0, zmm0, zmm1, {sae}, 1",
	       "$1, {sae}, %zmm1, %zmm0, %k0", "k0, zmm0, zmm1, {sae}, 1");
  check_intel ("fadd st, st(1)", "%st(1), %st", "st, st(1)");
  check_intel ("fld TBYTE PTR [rax]", "(%rax)", "tbyte ptr [rax]");
  check_intel ("mov eax, DWORD PTR [rax+8+rbx*2-4]", "4(%rax,%rbx,2), %eax",
	       "eax, dword ptr [rax + 2*rbx + 4]");
  check_intel ("mov eax, DWORD PTR [4*rbx+rax]", "(%rax,%rbx,4), %eax",
	       "eax, dword ptr [rax + 4*rbx]");
  check_intel ("mov eax, DWORD PTR x", "x, %eax", "eax, dword ptr [x]");
  check_intel ("push 5", "$5", "5");
  check_intel ("jmp rax", "*%rax", "rax");
  check_intel ("mov DWORD PTR [rbp-4], 0x1", "$1, -4(%rbp)",
	       "dword ptr [rbp - 4], 1");
  check_intel ("movsx eax, BYTE PTR [rax]", "(%rax), %eax",
	       "eax, byte ptr [rax]");
  check_intel ("vpgatherdd zmm0{k1}, [rax+zmm1*4]",
	       "(%rax,%zmm1,4), %zmm0 {%k1}", "zmm0 {k1}, [rax + 4*zmm1]");
  check_intel ("call [QWORD PTR fp[rip]]", "*fp(%rip)",
	       "qword ptr [rip + fp]");

  /* Truncation behaves like snprintf.  */
  CHECK (parse ("movl -8(%rbp,%rax,4), %eax\n") == 0);
  char small[6];
  CHECK (mca_asm_format_operand (small, sizeof small, &u.insts[0].ops[0],
				 false, false) == 15);
  CHECK_STR (small, "-8(%r");
  CHECK (mca_asm_format_operand (NULL, 0, &u.insts[0].ops[0], false, false)
	 == 15);
}

static void
test_regions (void)
{
  /* Default region: everything.  */
  CHECK (parse ("addl %eax, %eax\nsubl %ebx, %ebx\n") == 0);
  CHECK (u.nregions == 1);
  check_region (0, "", 0, 2);

  /* The first BEGIN replaces the default region.  */
  CHECK (parse ("addl %eax, %eax\n# LLVM-MCA-BEGIN A\nsubl %ebx, %ebx\n"
		"# LLVM-MCA-END A\nimull %ecx, %ecx\n") == 0);
  CHECK (u.nregions == 1);
  check_region (0, "A", 1, 2);
  CHECK (u.regions[0].begin_line == 2 && u.regions[0].end_line == 4);

  /* END with no BEGIN ends the default region (llvm-mca r3).  */
  CHECK (parse ("addl %eax, %eax\n# LLVM-MCA-END\nsubl %ebx, %ebx\n") == 0);
  CHECK (u.nregions == 1);
  check_region (0, "", 0, 1);

  /* ... and a later BEGIN then adds a region (llvm-mca r11).  */
  CHECK (parse ("addl %eax, %eax\n# LLVM-MCA-END\n# LLVM-MCA-BEGIN\n"
		"subl %ebx, %ebx\n") == 0);
  CHECK (u.nregions == 2);
  check_region (0, "", 0, 1);
  check_region (1, "", 1, 2);
  CHECK (u.regions[1].end_line == 0);

  /* Overlapping regions (llvm-mca r5).  */
  CHECK (parse ("addl %eax, %eax\n# LLVM-MCA-BEGIN A\nsubl %ebx, %ebx\n"
		"# LLVM-MCA-BEGIN B\nimull %ecx, %ecx\n# LLVM-MCA-END A\n"
		"xorl %edx, %edx\n# LLVM-MCA-END B\norl %esi, %esi\n") == 0);
  CHECK (u.nregions == 2);
  check_region (0, "A", 1, 3);
  check_region (1, "B", 2, 4);

  /* Nested, anonymous END closing the only active (named) region.  */
  CHECK (parse ("# LLVM-MCA-BEGIN outer\nnop\n# LLVM-MCA-BEGIN inner\n"
		"pause\n# LLVM-MCA-END inner\nnop\n# LLVM-MCA-END\n") == 0);
  check_region (0, "outer", 0, 3);
  check_region (1, "inner", 1, 2);

  /* Names: the rest of the comment, leading blanks skipped, trailing
     kept; all-blank stays as is (llvm-mca r12); no space needed.  */
  CHECK (parse ("#LLVM-MCA-BEGIN\tfoo bar \nnop\n# LLVM-MCA-END\tfoo bar \n"
		"#  LLVM-MCA-BEGINbaz\nnop\n# LLVM-MCA-BEGIN  \nnop\n") == 0);
  check_region (0, "foo bar ", 0, 1);
  check_region (1, "baz", 1, 3);
  check_region (2, "  ", 2, 3);

  /* Markers on an instruction's line: END after it includes it, BEGIN
     after it does not (llvm-mca r10, r15).  */
  CHECK (parse ("addl %eax, %eax # LLVM-MCA-BEGIN X\nsubl %ebx, %ebx "
		"# LLVM-MCA-END X\nimull %ecx, %ecx\n") == 0);
  check_region (0, "X", 1, 2);
  CHECK (parse ("addl %eax, %eax /* LLVM-MCA-BEGIN Q */ \nsubl %ebx, %ebx\n"
		"/* LLVM-MCA-END Q */\n") == 0);
  check_region (0, "Q ", 1, 2);
  /* The blank before the comment's end is the name, as in llvm-mca.  */
  CHECK (parse ("/* LLVM-MCA-BEGIN */ addl %eax, %eax\n") == 0);
  check_region (0, " ", 0, 1);

  /* Errors, as llvm-mca reports them (r13, r14).  */
  CHECK (parse ("# LLVM-MCA-BEGIN A\n# LLVM-MCA-BEGIN B\naddl %eax, %eax\n"
		"# LLVM-MCA-END\n") == 1);
  CHECK (has_diag (MCA_DIAG_ERROR, 4, "found an invalid region end "
		   "directive"));
  CHECK (has_diag (MCA_DIAG_NOTE, 4, "unable to find an active anonymous "
		   "region"));
  CHECK (parse ("# LLVM-MCA-BEGIN A\naddl %eax, %eax\n# LLVM-MCA-BEGIN A\n"
		"# LLVM-MCA-END C\n# LLVM-MCA-BEGIN\n# LLVM-MCA-BEGIN\n") == 3);
  CHECK (has_diag (MCA_DIAG_ERROR, 3, "overlapping regions cannot have the "
		   "same name"));
  CHECK (has_diag (MCA_DIAG_NOTE, 1, "region A was previously defined "
		   "here"));
  CHECK (has_diag (MCA_DIAG_ERROR, 4, "found an invalid region end "
		   "directive"));
  CHECK (has_diag (MCA_DIAG_NOTE, 4, "unable to find an active region named "
		   "C"));
  CHECK (has_diag (MCA_DIAG_ERROR, 6, "found multiple overlapping anonymous "
		   "regions"));
  CHECK (has_diag (MCA_DIAG_NOTE, 5, "Previous anonymous region was defined "
		   "here"));
  CHECK (u.nerrors == 3);
  CHECK (parse ("# LLVM-MCA-END\n# LLVM-MCA-END\n") == 1);

  /* OSACA markers.  */
  CHECK (parse ("nop\n# OSACA-BEGIN\npause\n# OSACA-END\nnop\n") == 0);
  check_region (0, "", 1, 2);

  /* IACA byte markers (AT&T and Intel); the marker movl is dropped.  */
  CHECK (parse ("nop\nmovl $111, %ebx\n.byte 100,103,144\naddl %eax, %eax\n"
		"subl %ecx, %ecx\nmovl $222, %ebx\n.byte 0x64, 0x67, 0x90\n"
		"nop\n") == 0);
  CHECK (u.ninsts == 4);
  CHECK (u.nregions == 1);
  check_region (0, "", 1, 3);
  CHECK_STR (u.insts[1].mnemonic, "addl");
  CHECK (parse (".intel_syntax noprefix\nmov ebx, 111\n"
		".byte 0x64,0x67,0x90\nadd eax, eax\nmov ebx, 222\n"
		".byte 0x64,0x67,0x90\n") == 0);
  CHECK (u.ninsts == 1);
  check_region (0, "", 0, 1);
  /* Bytes without the marker move are just data.  */
  CHECK (parse ("movl $5, %ebx\n.byte 100,103,144\n") == 0);
  CHECK (u.ninsts == 1);
  check_region (0, "", 0, 1);
}

static void
test_errors (void)
{
  /* Every bad line is reported with its line number; parsing goes on.  */
  CHECK (parse ("movl %foo, %eax\nmovl 8(%rax, %eax\naddl %eax, %eax\n"
		"movl (%rax,%rbx,3), %eax\nvaddps %zmm1, %zmm2{%k9}\n"
		"movl $1 +, %eax\nmovl (%xmm0), %eax\n"
		"movl %eax, %ebx, %ecx, %edx, %esi, %edi, %ebp\n"
		"subl %ecx, %ecx\n/* open\n") == 8);
  CHECK (u.ninsts == 2);
  CHECK_STR (u.insts[0].mnemonic, "addl");
  CHECK (u.insts[0].line == 3);
  CHECK (u.insts[1].line == 9);
  CHECK (has_diag (MCA_DIAG_ERROR, 1, "invalid register name `%foo'"));
  CHECK (has_diag (MCA_DIAG_ERROR, 4, "scale factor must be 1, 2, 4 or 8"));
  CHECK (has_diag (MCA_DIAG_ERROR, 8, "too many operands"));
  CHECK (has_diag (MCA_DIAG_ERROR, 10, "unterminated comment"));
  for (size_t i = 0; i < u.ndiags; i++)
    CHECK (u.diags[i].line > 0 && u.diags[i].message[0]);

  CHECK (parse (".intel_syntax noprefix\nmov eax, DWORD PTR [rax-rbx]\n"
		"mov eax, [rax+rbx+rcx]\nmov eax, DWORD PTR [rax\n") == 3);

  /* Nothing at all, and binary junk, are fine.  */
  CHECK (parse ("") == 0 && u.ninsts == 0 && u.nregions == 1);
  mca_asm_free (&u);
  CHECK (mca_asm_parse (NULL, 0, &u) == 0);
  mca_asm_free (&u);
  const char junk[] = "\x01\x02\xff\xfe (( ]] $$ %% {{ }} ,,, \"\n\0\n@@";
  mca_asm_parse (junk, sizeof junk, &u);
  CHECK (u.nerrors > 0);
}

/* A long input parses in linear time and bounded memory.  */
static void
test_scale (void)
{
  const char *line = "\tvfmadd231ps\t-32(%rdi,%rax,4), %ymm1, %ymm0 "
    "# comment\n";
  size_t n = 100000, ll = strlen (line), times = 4;
  char *text = malloc (n * ll + 64);
  for (size_t i = 0; i < n; i++)
    memcpy (text + i * ll, line, ll);
  text[n * ll] = 0;
  clock_t t0 = clock ();
  CHECK (parse (text) == 0);
  double small = (double) (clock () - t0);
  CHECK (u.ninsts == n);
  CHECK (u.regions[0].end == n);
  /* Four times the input should cost about four times as much; allow
     for noise (a quadratic parser would take ~16 times).  */
  char *big = malloc (times * n * ll + 64);
  for (size_t i = 0; i < times; i++)
    memcpy (big + i * n * ll, text, n * ll);
  big[times * n * ll] = 0;
  t0 = clock ();
  CHECK (parse (big) == 0);
  double large = (double) (clock () - t0);
  CHECK (u.ninsts == times * n);
  CHECK (large < 10 * small + CLOCKS_PER_SEC / 10);
  free (text);
  free (big);
}

/* The branches a loop path takes, told by its labels.  TEXT's
   instructions, one region; WANT a character per instruction: `t' taken,
   `.' not (or no branch).  */
static void
check_taken (const char *text, const char *want, bool labelled)
{
  CHECK (parse (text) == 0);
  bool taken[16];
  CHECK (u.ninsts == strlen (want) && u.ninsts <= 16);
  if (u.ninsts != strlen (want) || u.ninsts > 16)
    return;
  CHECK (mca_asm_branches_taken (&u, 0, u.ninsts, taken) == labelled);
  char got[17];
  for (size_t k = 0; k < u.ninsts; k++)
    got[k] = taken[k] ? 't' : '.';
  got[u.ninsts] = 0;
  CHECK_STR (got, want);
}

static void
test_branches (void)
{
  /* A path that goes on at the inner branch's target, and leaves the
     loop at its last branch's (not taken): the back edge is the fall
     through from .L8's block into the header above it.  */
  check_taken (".L4:\n\tcmpl %edx, (%rdi)\n\tjne .L8\n.L8:\n"
	       "\taddq $1, %rax\n\tcmpq %rsi, %rax\n\tje .L5\n",
	       ".t...", true);
  /* The back edge to the first instruction; an exit falls through.  */
  check_taken (".L3:\n\ttestl %eax, %eax\n\tje .L9\n\taddl $1, %eax\n"
	       "\tcmpl %eax, %ecx\n\tjne .L3\n", "....t", true);
  /* A branch to a label further on skips code: not this path.  */
  check_taken (".L3:\n\tjg .L6\n\taddl $1, %eax\n.L6:\n"
	       "\tcmpl %eax, %ecx\n\tjne .L3\n", "...t", true);
  /* GNU local labels: `9f' the next `9:', `1b' the last `1:'.  */
  check_taken ("1:\n\tjne 9f\n9:\n\tcmpl %eax, %ecx\n\tjne 1b\n9:\n",
	       "t.t", true);
  check_taken ("1:\n\tjne 1b\n2:\n\tcmpl %eax, %ecx\n\tjne 1b\n",
	       "..t", true);
  /* No label on the first instruction: the final branch is the back
     edge, whatever its target; an inner one still goes to its label.  */
  check_taken ("\tcmpl %eax, %ecx\n\tje .L5\n\tdecl %edx\n\tjne .L2\n",
	       "...t", false);
  check_taken ("\ttestl %eax, %eax\n\tje .L5\n\taddl $1, %ebx\n.L5:\n"
	       "\tcmpq %rdi, %rsi\n\tjne .L3\n", "....t", false);
  check_taken ("\tjg .L6\n.L6:\n\tsubl $1, %edx\n\tjne .L2\n", "t.t",
	       false);
  check_taken ("\taddl $1, %eax\n\tsubl $1, %edx\n", "..", false);
  /* The labels are recorded as written, before their instruction.  */
  CHECK (parse ("a: b:\tnop\n\"odd name\":\n\tnop\nend:\n") == 0);
  CHECK (u.nlabels == 4);
  CHECK_STR (u.labels[1].name, "b");
  CHECK (u.labels[1].inst == 0 && u.labels[1].line == 1);
  CHECK (u.labels[2].inst == 1 && u.labels[3].inst == 2);
}

int
main (void)
{
  test_statements ();
  test_att_operands ();
  test_intel_operands ();
  test_printing ();
  test_regions ();
  test_errors ();
  test_scale ();
  test_branches ();
  mca_asm_free (&u);
  return DONE ();
}
