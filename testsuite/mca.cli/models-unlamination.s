# Micro-fusion and un-lamination on Skylake (models/gen/issue-slots.py,
# uops.info's Skylake table, Intel optimization manual, Haswell
# "Unlamination"): a load-op and a store take 1 issue slot, a
# read-modify-write 2 (LLVM counts 2, 2 and 4 unfused micro-ops).  With
# an index register in the address, a load-op stays fused only with two
# operands and a destination it also reads (addl, addsd); a VEX
# three-operand form (vaddps, vfmadd231ps) and a compare (no destination)
# take one slot more.  Pure loads and stores stay 1.  cmov from memory
# takes the slots of cmovl (1; cmova and cmovbe, with LLVM's class of
# their own, keep its 2) and is not un-laminated: the keys of an opcode
# with opk lines are left alone.  An indexed store's address goes to
# port 2 or 3 (port 7 takes base + displacement only; form-fixes).
# RUN: -mcpu=skylake -instruction-tables
	vaddps	(%rdi), %ymm1, %ymm2
	vaddps	(%rdi,%rax), %ymm1, %ymm2
	addl	(%rdi,%rax), %ecx
	addl	(%rdi), %ecx
	cmpl	(%rdi,%rax), %ecx
	movl	%eax, (%rdi,%rax,4)
	addl	%eax, (%rdi)
	addsd	(%rdi,%rax,8), %xmm0
	vfmadd231ps	(%rdi,%rax), %ymm1, %ymm2
	movl	(%rdi,%rax), %ecx
	cmovll	(%rdi,%rax), %ecx
	cmovll	(%rdi), %ecx
	imulq	(%rdi), %rbx
	vmulpd	(%rdi), %ymm1, %ymm2
	vfmadd231pd	(%rdi), %xmm1, %xmm2
	vmovups	%ymm0, (%rsi)
