# -show-encoding adds llvm-mca's Encoding Size and Encodings columns to
# the instruction info view; GNU as encodes the instructions.  Branches
# to labels and symbols' addresses are encoded unresolved (long forms,
# zeros), as llvm-mca prints them; an encoding longer than ten bytes
# pushes the instruction right.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -show-encoding
# RUN-barriers: -mcpu=btver2 -show-encoding -show-barriers -resource-pressure=false
# RUN-tables: -mcpu=btver2 -show-encoding -instruction-tables
.L2:
	addl	%eax, %ebx
	vaddps	305419896(%rax,%rbx,8), %ymm1, %ymm2
	movl	$305419896, 305419896(%rax,%rbx,8)
	movabsq	$1234605616436508552, %rax
	movl	.LC0(%rip), %eax
	vmovaps	%xmm8, %xmm1
	lock	addl	$1, (%rdi)
	mfence
	decl	%ecx
	jne	.L2
	jmp	.L2
