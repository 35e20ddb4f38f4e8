/* test-isa.c - unit tests of the instruction table (sim/isa.c) and the
   matcher (sim/isa_key.c), on testsuite/unit/data/mini.isa.

   usage: test-isa [DATA-DIR]   (default: $srcdir/testsuite/unit/data, as
   `make check' sets srcdir, else testsuite/unit/data)  */

#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "isa.h"
#include "unit.h"

/* The library's built-in table; the build links the real one.  */
__attribute__ ((weak)) const char mca_builtin_isa[] =
  "I\tNOOP\tnop\tnop\t-\t-\t-\n";
__attribute__ ((weak)) const size_t mca_builtin_isa_len =
  sizeof mca_builtin_isa - 1;

static const struct mca_isa *isa;
static struct mca_asm_unit u;

static char *
slurp (const char *path, size_t *len)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    return NULL;
  char *buf = malloc (1 << 20);
  *len = buf ? fread (buf, 1, 1 << 20, f) : 0;
  fclose (f);
  return buf;
}

/* Match the single instruction of TEXT; returns its opcode or "-" and
   leaves the normalized instruction in *NORM.  */
static const char *
match (const char *text, struct mca_asm_inst *norm, char *why, size_t n)
{
  static char opc[64];
  mca_asm_free (&u);
  if (mca_asm_parse (text, strlen (text), &u) || u.ninsts < 1)
    return "(parse error)";
  const struct mca_asm_inst *in = &u.insts[u.ninsts - 1];
  const struct mca_isa_form *f = mca_isa_match_norm (isa, in, norm, why, n);
  CHECK (f == mca_isa_match (isa, in, NULL, 0));
  snprintf (opc, sizeof opc, "%s", f ? f->opcode : "-");
  return opc;
}

static const char *
opcode (const char *text)
{
  struct mca_asm_inst norm;
  char why[128];
  return match (text, &norm, why, sizeof why);
}

static const char *
intel_opcode (const char *text)
{
  char buf[256];
  snprintf (buf, sizeof buf, ".intel_syntax noprefix\n%s\n", text);
  return opcode (buf);
}

/* Normalized operands of TEXT, printed in AT&T.  */
static const char *
norm_ops (const char *text)
{
  static char buf[256];
  struct mca_asm_inst norm;
  char why[128];
  match (text, &norm, why, sizeof why);
  size_t len = 0;
  buf[0] = 0;
  for (unsigned k = 0; k < norm.nops; k++)
    {
      char one[64];
      mca_asm_format_operand (one, sizeof one, &norm.ops[k], false, false);
      len += (size_t) snprintf (buf + len, sizeof buf - len, "%s%s",
				k ? ", " : "", one);
    }
  return buf;
}

static const char *
why_not (const char *text)
{
  static char why[128];
  struct mca_asm_inst norm;
  match (text, &norm, why, sizeof why);
  return why;
}

static void
test_load_errors (void)
{
  static const struct
  {
    const char *text, *err;
  } bad[] = {
    {"I\tA\ta\n", "line 1: `I' line with 3 fields instead of 7"},
    {"# c\n\nI\tA\ta\t-\t-\t-\t-\nI\tA\tb\t-\t-\t-\t-\n",
     "line 4: duplicate opcode `A'"},
    {"I\tA\ta\t-\t%foo\t-\t-\n", "line 1: unknown register `%foo'"},
    {"I\tA\ta\t-\to9\t-\t-\n", "line 1: operand index out of range in `o9'"},
    {"I\tA\ta\t-\t-\to0.q@1\t-\n", "line 1: bad register reference `o0.q'"},
    {"I\tA\ta\t-\t-\to0@x\t-\n", "line 1: bad use index in `o0@x'"},
    {"I\tA\ta\t-\t-\t-\tfast\n", "line 1: unknown flag `fast'"},
    {"K\tB\tATT\tb\n", "line 1: `K' line for unknown opcode `B'"},
    {"K\tB\tSOMETHING\tb\n", "line 1: malformed `K' line"},
    {"X\n", "line 1: unknown line type `X'"},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
    {
      char *err = NULL;
      struct mca_isa *t = mca_isa_load (bad[i].text, strlen (bad[i].text),
					&err);
      CHECK (t == NULL);
      CHECK_STR (err, bad[i].err);
      free (err);
    }
  /* Empty and comment-only tables load.  */
  char *err = NULL;
  struct mca_isa *t = mca_isa_load ("# nothing\n", 10, &err);
  CHECK (t && !err && mca_isa_nforms (t) == 0);
  mca_isa_free (t);
  mca_isa_free (NULL);
}

static void
test_table (void)
{
  CHECK (mca_isa_nforms (isa) == 52);
  const struct mca_isa_form *f = mca_isa_find_opcode (isa, "ADD32mi8");
  CHECK (f && f->id < mca_isa_nforms (isa) && mca_isa_form (isa, f->id) == f);
  CHECK_STR (f->opcode, "ADD32mi8");
  CHECK_STR (f->att_mnemonic, "addl");
  CHECK_STR (f->intel_mnemonic, "add");
  CHECK_STR (f->att_key, "addl i,m");
  CHECK_STR (f->intel_key, "add m32,i");
  CHECK (f->flags == (MCA_ISA_LOAD | MCA_ISA_STORE));
  CHECK (f->ndefs == 1 && f->defs[0].kind == MCA_REF_IMPLICIT
	 && f->defs[0].reg == MCA_R_EFLAGS);
  CHECK (f->nuses == 3);
  CHECK (f->uses[0].kind == MCA_REF_MEM_BASE && f->uses[0].opnd == 1
	 && f->uses[0].use_index == 0);
  CHECK (f->uses[1].kind == MCA_REF_MEM_INDEX && f->uses[1].use_index == 1);
  CHECK (f->uses[2].kind == MCA_REF_MEM_SEG && f->uses[2].use_index == 4);
  f = mca_isa_find_opcode (isa, "ADD32rr");
  CHECK (f->ndefs == 2 && f->defs[0].kind == MCA_REF_OPERAND
	 && f->defs[0].opnd == 1 && f->defs[0].clears_super);
  CHECK (!f->defs[1].clears_super);
  CHECK (f->uses[1].kind == MCA_REF_OPERAND && f->uses[1].opnd == 0
	 && f->uses[1].use_index == 2);
  f = mca_isa_find_opcode (isa, "JMP64m");
  CHECK (f->flags == (MCA_ISA_LOAD | MCA_ISA_BRANCH | MCA_ISA_INDIRECT
		      | MCA_ISA_BARRIER | MCA_ISA_TERMINATOR));
  CHECK (mca_isa_find_opcode (isa, "NOPE") == NULL);
  CHECK (mca_isa_find_opcode (NULL, "NOOP") == NULL);
  CHECK (mca_isa_form (isa, 100000) == NULL);

  /* Memory sizes for the Intel printer.  */
  CHECK (mca_isa_mem_bits (mca_isa_find_opcode (isa, "MOV32rm"), 0) == 32);
  CHECK (mca_isa_mem_bits (mca_isa_find_opcode (isa, "MOV32rm"), 1) == 0);
  CHECK (mca_isa_mem_bits (mca_isa_find_opcode (isa, "LEA64r"), 0) == 0);
  CHECK (mca_isa_mem_bits (mca_isa_find_opcode (isa, "VADDPSZrmbkz"), 0)
	 == 32);
  CHECK (mca_isa_mem_bits (mca_isa_find_opcode (isa, "LD_F80m"), 0) == 80);
  CHECK (mca_isa_mem_bits (mca_isa_find_opcode (isa, "VPGATHERDDZrm"), 0)
	 == 512);
  CHECK (mca_isa_mem_bits (mca_isa_find_opcode (isa, "JMP64m"), 0) == 64);
  CHECK (mca_isa_mem_bits (NULL, 0) == 0);
}

static void
test_match (void)
{
  /* Class kinds, memory, literal registers before classes.  */
  CHECK_STR (opcode ("addl %eax, %ebx"), "ADD32rr");
  CHECK_STR (opcode ("movl -4(%rbp), %eax"), "MOV32rm");
  CHECK_STR (opcode ("movl %eax, -4(%rbp)"), "MOV32mr");
  CHECK_STR (opcode ("shll %cl, %eax"), "SHL32rCL");
  CHECK_STR (opcode ("inb %dx, %al"), "IN8rr");
  CHECK_STR (opcode ("fadd %st(1), %st"), "ADD_FST0r");
  CHECK_STR (opcode ("fadd %st(1), %st(0)"), "ADD_FST0r");
  CHECK_STR (opcode ("fstp %st(0)"), "ST_FPrr");
  CHECK_STR (opcode ("leaq .LC0(%rip), %rax"), "LEA64r");
  CHECK_STR (opcode ("vpgatherdd (%rax,%zmm1,4), %zmm0 {%k1}"),
	     "VPGATHERDDZrm");

  /* Immediates: i1 before i, LLVM's imm8 preference.  */
  CHECK_STR (opcode ("shll $1, %eax"), "SHL32r1");
  CHECK_STR (opcode ("shll $3, %eax"), "SHL32ri");
  CHECK_STR (opcode ("addl $1, %ecx"), "ADD32ri8");
  CHECK_STR (opcode ("addl $1000, %ecx"), "ADD32ri");
  CHECK_STR (opcode ("addl $-128, %ecx"), "ADD32ri8");
  CHECK_STR (opcode ("addl $4294967295, %ecx"), "ADD32ri8");
  CHECK_STR (opcode ("addl $foo, %ecx"), "ADD32ri8");
  CHECK_STR (opcode ("addl $1, %eax"), "ADD32ri8");
  CHECK_STR (opcode ("addl $1000, %eax"), "ADD32i32");
  CHECK_STR (opcode ("addq $1, %rax"), "ADD64ri8");
  CHECK_STR (opcode ("addq $128, %rax"), "ADD64i32");
  CHECK_STR (opcode ("addq $128, %rbx"), "ADD64ri32");
  CHECK_STR (opcode ("addb $1, %al"), "ADD8i8");
  CHECK_STR (opcode ("addb $1, %bl"), "ADD8ri");
  CHECK_STR (opcode ("addl $1, 8(%rax)"), "ADD32mi8");
  CHECK_STR (opcode ("pushq $5"), "PUSH64i8");
  CHECK_STR (opcode ("pushq $500"), "PUSH64i32");
  CHECK_STR (opcode ("shldl $3, %eax, %ebx"), "SHLD32rri8");

  /* Branches: rel, indirect, suffixes GCC leaves out.  */
  CHECK_STR (opcode ("jmp .L3"), "JMP_1");
  CHECK_STR (opcode ("jmp *%rax"), "JMP64r");
  CHECK_STR (opcode ("jmp *.L4(,%rax,8)"), "JMP64m");
  CHECK_STR (opcode ("notrack jmp *%rax"), "JMP64r");
  CHECK_STR (opcode ("call foo@PLT"), "CALL64pcrel32");
  CHECK_STR (opcode ("ret"), "RET64");
  CHECK_STR (opcode ("rep ret"), "RET64");
  CHECK_STR (opcode ("push %rbp"), "PUSH64r");
  CHECK_STR (opcode ("pushq %rbp"), "PUSH64r");

  /* Condition-code aliases.  */
  CHECK_STR (opcode ("je .L3"), "JCC_1");
  CHECK_STR (opcode ("jz .L3"), "JCC_1");
  CHECK_STR (opcode ("jnz .L3"), "JCC_1");
  CHECK_STR (opcode ("jc .L3"), "JCC_1");
  CHECK_STR (opcode ("jnae .L3"), "JCC_1");
  CHECK_STR (opcode ("jnb .L3"), "JCC_1");
  CHECK_STR (opcode ("jnge .L3"), "JCC_1");
  CHECK_STR (opcode ("cmovzl %eax, %ebx"), "CMOV32rr");
  CHECK_STR (opcode ("cmovnzl %eax, %ebx"), "CMOV32rr");
  CHECK_STR (opcode ("cmovz %eax, %ebx"), "CMOV32rr");
  CHECK_STR (opcode ("setz %al"), "SETCCr");
  CHECK_STR (opcode ("setc %al"), "SETCCr");
  CHECK_STR (opcode ("sall %eax"), "SHL32r1");
  CHECK_STR (opcode ("sall %cl, %eax"), "SHL32rCL");
  CHECK_STR (opcode ("fildq (%rax)"), "ILD_F64m");
  /* `rep bsf' is TZCNT's encoding (GCC's __builtin_ctz without BMI1).  */
  CHECK_STR (opcode ("rep bsfl %ecx, %edx"), "TZCNT32rr");
  CHECK_STR (opcode ("rep bsf %rcx, %rdx"), "TZCNT64rr");
  CHECK_STR (opcode ("bsfl %ecx, %edx"), "BSF32rr");
  CHECK_STR (intel_opcode ("rep bsf edx, DWORD PTR [rsi]"), "TZCNT32rm");

  /* AVX-512.  */
  CHECK_STR (opcode ("vaddps %zmm1, %zmm2, %zmm3{%k1}{z}"), "VADDPSZrrkz");
  CHECK_STR (opcode ("vaddps (%rax){1to16}, %zmm2, %zmm3 {%k1} {z}"),
	     "VADDPSZrmbkz");
  CHECK_STR (opcode ("vaddps {rz-sae}, %zmm1, %zmm2, %zmm3"), "VADDPSZrrb");
  CHECK_STR (opcode ("vcmpps $1, {sae}, %zmm1, %zmm2, %k0"), "VCMPPSZrrib");
  CHECK_STR (opcode ("vaddps %zmm1, %zmm2, %zmm3{%k1}"), "-");

  /* Other spellings of the operands, normalized to the form's key.  */
  CHECK_STR (opcode ("rep stosq"), "STOSQ");
  CHECK_STR (norm_ops ("rep stosq"), "%rax, %es:(%rdi)");
  CHECK_STR (opcode ("xchgl (%rax), %ecx"), "XCHG32rm");
  CHECK_STR (norm_ops ("xchgl (%rax), %ecx"), "%ecx, (%rax)");
  CHECK_STR (norm_ops ("xchgl %ecx, (%rax)"), "%ecx, (%rax)");
  CHECK_STR (norm_ops ("shll $1, %eax"), "%eax");
  CHECK_STR (norm_ops ("sall %eax"), "%eax");
  CHECK_STR (opcode ("cmpltps %xmm1, %xmm0"), "CMPPSrri");
  CHECK_STR (norm_ops ("cmpltps %xmm1, %xmm0"), "$1, %xmm1, %xmm0");
  CHECK_STR (norm_ops ("cmpnleps %xmm1, %xmm0"), "$6, %xmm1, %xmm0");
  CHECK_STR (norm_ops ("addl $1, %eax"), "$1, %eax");
  CHECK_STR (norm_ops ("fadd %st(1), %st"), "%st(1), %st");

  /* Intel syntax: Intel keys, sized memory, unsized memory.  */
  CHECK_STR (intel_opcode ("add ebx, eax"), "ADD32rr");
  CHECK_STR (intel_opcode ("mov eax, DWORD PTR [rbp-4]"), "MOV32rm");
  CHECK_STR (intel_opcode ("mov DWORD PTR [rbp-4], eax"), "MOV32mr");
  CHECK_STR (intel_opcode ("add DWORD PTR [rax], 1"), "ADD32mi8");
  CHECK_STR (intel_opcode ("lea rax, [rip+.LC0]"), "LEA64r");
  CHECK_STR (intel_opcode ("lea rax, .LC0[rip]"), "LEA64r");
  CHECK_STR (intel_opcode ("prefetcht0 [rax]"), "PREFETCHT0");
  CHECK_STR (intel_opcode ("vpgatherdd zmm0{k1}, [rax+zmm1*4]"),
	     "VPGATHERDDZrm");
  CHECK_STR (intel_opcode ("shl eax, cl"), "SHL32rCL");
  CHECK_STR (intel_opcode ("shl eax, 1"), "SHL32r1");
  CHECK_STR (intel_opcode ("sal eax"), "SHL32r1");
  CHECK_STR (intel_opcode ("add rax, 1"), "ADD64ri8");
  CHECK_STR (intel_opcode ("add rax, 128"), "ADD64i32");
  CHECK_STR (intel_opcode ("jmp rax"), "JMP64r");
  CHECK_STR (intel_opcode ("jmp [QWORD PTR .L4[0+rax*8]]"), "JMP64m");
  CHECK_STR (intel_opcode ("call foo"), "CALL64pcrel32");
  CHECK_STR (intel_opcode ("jz .L3"), "JCC_1");
  CHECK_STR (intel_opcode ("cmovz eax, ebx"), "CMOV32rr");
  CHECK_STR (intel_opcode ("fadd st, st(1)"), "ADD_FST0r");
  CHECK_STR (intel_opcode ("fld TBYTE PTR [rsp]"), "LD_F80m");
  CHECK_STR (intel_opcode ("fild QWORD PTR [rsp]"), "ILD_F64m");
  CHECK_STR (intel_opcode ("movsx rax, eax"), "MOVSX64rr32");
  CHECK_STR (intel_opcode ("movzx eax, al"), "MOVZX32rr8");
  CHECK_STR (intel_opcode ("cdqe"), "CDQE");
  CHECK_STR (intel_opcode ("rep stosq"), "STOSQ");
  CHECK_STR (intel_opcode ("vaddps zmm3{k1}{z}, zmm2, DWORD PTR [rax]{1to16}"),
	     "VADDPSZrmbkz");
  CHECK_STR (intel_opcode ("vaddps zmm3, zmm2, zmm1, {rn-sae}"),
	     "VADDPSZrrb");
  CHECK_STR (intel_opcode ("vcmpps k0, zmm0, zmm1, {sae}, 1"), "VCMPPSZrrib");
  /* Intel text falling back to the AT&T keys (no Intel spelling).  */
  CHECK_STR (intel_opcode ("cltq"), "CDQE");

  /* Failures say why.  */
  CHECK_STR (opcode ("frobl %eax"), "-");
  CHECK_STR (why_not ("frobl %eax"), "unknown mnemonic `frobl'");
  CHECK_STR (why_not ("addl %xmm0, %eax"),
	     "no form of `addl' takes operands (x,r32)");
  CHECK_STR (why_not ("movl (%rax), 8(%rax)"),
	     "no form of `movl' takes operands (m,m)");
  {
    char buf[128];
    snprintf (buf, sizeof buf, ".intel_syntax noprefix\nadd xmm0, DWORD "
	      "PTR [rax]\n");
    CHECK_STR (why_not (buf), "no form of `add' takes operands (x,m32)");
  }
  CHECK (mca_isa_match (NULL, &u.insts[0], NULL, 0) == NULL);

  /* The built-in table (the weak stub above unless the build links the
     real one).  */
  const struct mca_isa *b = mca_isa_builtin ();
  CHECK (b != NULL && mca_isa_builtin () == b);
  CHECK (mca_isa_find_opcode (b, "NOOP") != NULL);
}

/* A table written the way models/gen/llvm-extract writes it: Intel keys
   in AT&T operand order, i8 kinds, "{evex} " keys, VSIB kinds (m/z), K
   lines with their own references, st0 as `%st0'.  */
static const char extract_style[] =
  "I\tADD64i32\taddq i,%rax\tadd i,%rax\t%rax,%eflags\t%rax@1\t-\n"
  "I\tADD64ri32\taddq i,r64\tadd i,r64\to1,%eflags\to1@0\t-\n"
  "I\tADD64ri8\taddq i8,r64\tadd i8,r64\to1,%eflags\to1@0\t-\n"
  "I\tADD_FST0r\tfadd st,%st0\tfadd st,%st0\t%fpsw\to0@0,%fpcw@1\tside\n"
  "I\tCMOV64rr\tcmovaq r64,r64\tcmova r64,r64\to1\to1@0,o0@1,%eflags@3\t-\n"
  "K\tCMOV64rr\tATT\tcmovneq r64,r64\n"
  "K\tCMOV64rr\tINTEL\tcmovne r64,r64\n"
  "I\tCMPPSrri\tcmpeqps x,x\tcmpeqps x,x\to1\to1@0,o0@1,%mxcsr@3\t-\n"
  "K\tCMPPSrri\tATT\tcmpltps x,x\n"
  "K\tCMPPSrri\tATT\tcmpps i,x,x\to2\to2@0,o1@1,%mxcsr@3\n"
  "K\tCMPPSrri\tINTEL\tcmpltps x,x\n"
  "K\tCMPPSrri\tINTEL\tcmpps i,x,x\to2\to2@0,o1@1,%mxcsr@3\n"
  "I\tJCC_1\tja rel\tja rel\t-\t%eflags@2\tbranch,cond,terminator\n"
  "K\tJCC_1\tATT\tje rel\n"
  "K\tJCC_1\tINTEL\tje rel\n"
  "I\tMFENCE\tmfence\tmfence\t-\t-\tload,store,side,lbarrier,sbarrier\n"
  "I\tMOV32mr\tmovl r32,m\tmov r32,m32\t-\to1.b@0,o1.i@2,o1.s@4,o0@5\tstore\n"
  "I\tMOV32rm\tmovl m,r32\tmov m32,r32\to1^\to0.b@0,o0.i@2,o0.s@4\tload\n"
  "I\tSETCCr\tseta r8\tseta r8\to0\t%eflags@1\t-\n"
  "K\tSETCCr\tATT\tsete r8\n"
  "I\tSHL32r1\tshll r32\tshl r32\to0^,%eflags\to0@0\t-\n"
  "K\tSHL32r1\tATT\tshll i1,r32\to1^,%eflags\to1@0\n"
  "K\tSHL32r1\tINTEL\tshl i1,r32\to1^,%eflags\to1@0\n"
  "I\tSTOSQ\tstosq %rax,m\tstosq %rax,m64\t%rdi\to1.b@0,%rax@1,%rdi@2,%df@3\tside\n"
  "I\tVADDPSZ128rr\t{evex} vaddps x,x,x\t{evex} vaddps x,x,x\to2^\to1@0,o0@1,%mxcsr@2\t-\n"
  "I\tVADDPSrr\tvaddps x,x,x\tvaddps x,x,x\to2^\to1@0,o0@1,%mxcsr@2\t-\n"
  "I\tVMOVDQAYrr\tvmovdqa y,y\tvmovdqa y,y\to1^\to0@0\t-\n"
  "I\tVPADDDrr\tvpaddd x,x,x\tvpaddd x,x,x\to2^\to1@0,o0@1\t-\n"
  "I\tVMOVDQAYrr_REV\tvmovdqa.s y,y\tvmovdqa.s y,y\to1^\to0@0\t-\n"
  "I\tVPCMPDZrri\tvpcmpltd z,z,k\tvpcmpltd z,z,k\to2\to1@0,o0@1\t-\n"
  "K\tVPCMPDZrri\tATT\tvpcmpd i,z,z,k\to3\to2@0,o1@1\n"
  "I\tVPGATHERDDZrm\tvpgatherdd m/z,z{k}\tvpgatherdd m512/z,z{k}\to1,o1.k\to1@0,o1.k@1,o0.b@2,o0.i@4,o0.s@6\tload\n"
  "I\tXCHG32rm\txchgl r32,m\txchg r32,m32\to0^\to0@0,o1.b@1,o1.i@3,o1.s@5\tload,store\n"
  "K\tXCHG32rm\tATT\txchgl m,r32\to1^\to1@0,o0.b@1,o0.i@3,o0.s@5\n"
  "K\tXCHG32rm\tINTEL\txchg m32,r32\to1^\to1@0,o0.b@1,o0.i@3,o0.s@5\n"
  "I\tFOO\tfoo r32,m\tfoo r32,m32\to0\to1.b@0\t-\n"
  "K\tFOO\tATT\tfoo x,m\t-\to0@0,o1.b@1\n"
;

static const char *
mnem (const char *text, bool intel_out)
{
  static char buf[64];
  struct mca_asm_inst norm;
  char why[128];
  mca_asm_free (&u);
  if (mca_asm_parse (text, strlen (text), &u) || u.ninsts != 1)
    return "(parse error)";
  const struct mca_isa_form *f = mca_isa_match_norm (isa, &u.insts[0], &norm,
						     why, sizeof why);
  snprintf (buf, sizeof buf, "%s", f ? mca_isa_print_mnemonic (f, &norm,
							       intel_out)
	    : "-");
  return buf;
}

static void
test_extract_style (void)
{
  char *err = NULL;
  const struct mca_isa *saved = isa;
  struct mca_isa *t = mca_isa_load (extract_style, sizeof extract_style - 1,
				    &err);
  CHECK (t && !err);
  if (!t)
    {
      fprintf (stderr, "%s\n", err);
      free (err);
      return;
    }
  isa = t;
  /* Intel keys in AT&T order.  */
  CHECK_STR (intel_opcode ("mov eax, DWORD PTR [rbp-4]"), "MOV32rm");
  CHECK_STR (intel_opcode ("mov DWORD PTR [rbp-4], eax"), "MOV32mr");
  CHECK (mca_isa_mem_bits (mca_isa_find_opcode (t, "MOV32rm"), 0) == 32);
  CHECK (mca_isa_mem_bits (mca_isa_find_opcode (t, "MOV32mr"), 1) == 32);
  CHECK (mca_isa_mem_bits (mca_isa_find_opcode (t, "VPGATHERDDZrm"), 0)
	 == 512);
  /* i8 kinds.  */
  CHECK_STR (opcode ("addq $1, %rax"), "ADD64ri8");
  CHECK_STR (opcode ("addq $-128, %rbx"), "ADD64ri8");
  CHECK_STR (opcode ("addq $1000, %rax"), "ADD64i32");
  CHECK_STR (opcode ("addq $1000, %rbx"), "ADD64ri32");
  CHECK_STR (opcode ("addq $65535, %rbx"), "ADD64ri32");
  CHECK_STR (intel_opcode ("add rax, 1"), "ADD64ri8");
  /* {evex} keys: xmm16-31 or an explicit {evex}.  */
  CHECK_STR (opcode ("vaddps %xmm1, %xmm2, %xmm3"), "VADDPSrr");
  CHECK_STR (opcode ("vaddps %xmm17, %xmm2, %xmm3"), "VADDPSZ128rr");
  CHECK_STR (opcode ("{evex} vaddps %xmm1, %xmm2, %xmm3"), "VADDPSZ128rr");
  CHECK_STR (intel_opcode ("vaddps xmm3, xmm2, xmm31"), "VADDPSZ128rr");
  CHECK_STR (mca_isa_find_opcode (t, "VADDPSZ128rr")->att_mnemonic, "vaddps");
  CHECK_STR (mca_isa_find_opcode (t, "VADDPSZ128rr")->intel_mnemonic,
	     "vaddps");
  /* VSIB and mask references.  */
  CHECK_STR (opcode ("vpgatherdd (%rax,%zmm1,4), %zmm0 {%k1}"),
	     "VPGATHERDDZrm");
  CHECK_STR (intel_opcode ("vpgatherdd zmm0{k1}, [rax+zmm1*4]"),
	     "VPGATHERDDZrm");
  const struct mca_isa_form *g = mca_isa_find_opcode (t, "VPGATHERDDZrm");
  CHECK (g->ndefs == 2 && g->defs[1].kind == MCA_REF_MASK
	 && g->defs[1].opnd == 1);
  CHECK (g->uses[1].kind == MCA_REF_MASK && g->uses[1].use_index == 1);
  CHECK (mca_isa_find_opcode (t, "MFENCE")->flags
	 == (MCA_ISA_LOAD | MCA_ISA_STORE | MCA_ISA_SIDE_EFFECTS
	     | MCA_ISA_LOAD_BARRIER | MCA_ISA_STORE_BARRIER));
  /* K lines with their own references: normalized, the form's own.  */
  CHECK_STR (opcode ("xchgl (%rax), %ecx"), "XCHG32rm");
  CHECK_STR (norm_ops ("xchgl (%rax), %ecx"), "%ecx, (%rax)");
  {
    struct mca_asm_inst norm;
    char why[64];
    match ("xchgl (%rax), %ecx", &norm, why, sizeof why);
    const struct mca_isa_form *x = mca_isa_match_norm (isa, &u.insts[0],
							&norm, why,
							sizeof why);
    CHECK (x == mca_isa_find_opcode (t, "XCHG32rm"));
    CHECK (x->defs[0].opnd == 0);
    /* Kinds that cannot be lined up: the K line's copy of the form, with
       the text's operands.  */
    match ("foo %xmm0, (%rax)", &norm, why, sizeof why);
    x = mca_isa_match_norm (isa, &u.insts[0], &norm, why, sizeof why);
    CHECK (x && x != mca_isa_find_opcode (t, "FOO")
	   && x->id == mca_isa_find_opcode (t, "FOO")->id);
    CHECK (x && x->ndefs == 0 && x->nuses == 2
	   && x->uses[1].kind == MCA_REF_MEM_BASE && x->uses[1].opnd == 1);
    CHECK (norm.nops == 2 && norm.ops[0].reg == MCA_R_XMM0);
  }
  CHECK_STR (opcode ("shll $1, %eax"), "SHL32r1");
  CHECK_STR (norm_ops ("shll $1, %eax"), "%eax");
  CHECK_STR (intel_opcode ("shl eax, 1"), "SHL32r1");
  CHECK_STR (opcode ("fadd %st(1), %st"), "ADD_FST0r");
  CHECK_STR (opcode ("rep stosq"), "STOSQ");
  CHECK_STR (norm_ops ("rep stosq"), "%rax, %es:(%rdi)");
  /* Printed mnemonics: condition codes and folded compare predicates.  */
  CHECK_STR (mnem ("jz .L1", false), "je");
  CHECK_STR (mnem ("jz .L1", true), "je");
  CHECK_STR (mnem ("ja .L1", false), "ja");
  CHECK_STR (mnem ("cmovne %rax, %rbx", false), "cmovneq");
  CHECK_STR (mnem ("cmovnzq %rax, %rbx", true), "cmovne");
  CHECK_STR (mnem ("setz %al", false), "sete");
  CHECK_STR (mnem ("cmpps $1, %xmm1, %xmm0", false), "cmpltps");
  CHECK_STR (norm_ops ("cmpps $1, %xmm1, %xmm0"), "%xmm1, %xmm0");
  CHECK_STR (mnem ("cmpltps %xmm1, %xmm0", true), "cmpltps");
  CHECK_STR (mnem ("cmpeqps %xmm1, %xmm0", false), "cmpeqps");
  CHECK_STR (mnem ("vpcmpd $1, %zmm1, %zmm2, %k1", false), "vpcmpltd");
  CHECK_STR (mnem ("addq $1, %rax", true), "add");
  /* The key that matched, for the models' opk lines.  */
  {
    struct mca_asm_inst norm;
    const char *key;
    bool ik;
    mca_asm_free (&u);
    const char *text = "jz .L1\n.intel_syntax noprefix\njz .L1\nfrob\n";
    mca_asm_parse (text, strlen (text), &u);
    CHECK (u.ninsts == 3);
    CHECK (mca_isa_match_key (isa, &u.insts[0], &norm, &key, &ik, NULL, 0));
    CHECK_STR (key, "je rel");
    CHECK (!ik);
    CHECK (mca_isa_match_key (isa, &u.insts[1], &norm, &key, &ik, NULL, 0));
    CHECK_STR (key, "je rel");
    CHECK (ik);
    CHECK (!mca_isa_match_key (isa, &u.insts[2], &norm, &key, &ik, NULL, 0));
    CHECK (key == NULL);
  }
  /* LLVM's VEX2 re-encoding of moves from xmm8-15/ymm8-15.  */
  CHECK_STR (opcode ("vmovdqa %ymm8, %ymm1"), "VMOVDQAYrr_REV");
  CHECK_STR (opcode ("vmovdqa %ymm1, %ymm8"), "VMOVDQAYrr");
  CHECK_STR (opcode ("vmovdqa %ymm8, %ymm9"), "VMOVDQAYrr");
  CHECK_STR (norm_ops ("vpaddd %xmm9, %xmm0, %xmm1"), "%xmm0, %xmm9, %xmm1");
  CHECK_STR (norm_ops ("vpaddd %xmm0, %xmm9, %xmm1"), "%xmm0, %xmm9, %xmm1");
  CHECK_STR (norm_ops ("vpaddd %xmm9, %xmm10, %xmm1"),
	     "%xmm9, %xmm10, %xmm1");
  CHECK_STR (norm_ops ("{vex3} vpaddd %xmm9, %xmm0, %xmm1"),
	     "%xmm9, %xmm0, %xmm1");
  isa = saved;
  mca_isa_free (t);
}

int
main (int argc, char **argv)
{
  const char *srcdir = getenv ("srcdir");
  char path[512];
  if (argc > 1)
    snprintf (path, sizeof path, "%s/mini.isa", argv[1]);
  else
    snprintf (path, sizeof path, "%s%stestsuite/unit/data/mini.isa",
	      srcdir ? srcdir : "", srcdir ? "/" : "");
  size_t len;
  char *text = slurp (path, &len), *err = NULL;
  if (!text)
    {
      fprintf (stderr, "test-isa: cannot read %s\n", path);
      return 1;
    }
  struct mca_isa *loaded = mca_isa_load (text, len, &err);
  free (text);
  if (!loaded)
    {
      fprintf (stderr, "test-isa: %s: %s\n", path, err);
      free (err);
      return 1;
    }
  isa = loaded;
  test_load_errors ();
  test_table ();
  test_match ();
  test_extract_style ();
  mca_asm_free (&u);
  mca_isa_free (loaded);
  return DONE ();
}
