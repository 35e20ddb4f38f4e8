# -disable-cb turns off llvm-mca's custom behaviour and with it the X86
# post-processing that makes the fences barriers: mfence, sfence and
# lfence then order no load or store (and -show-barriers marks none),
# and the loads run ahead.  -disable-im is accepted and changes
# nothing: instrument regions are RISC-V's.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -show-barriers -disable-cb -iterations=10 -timeline
# RUN-im: -mcpu=btver2 -show-barriers -disable-im -iterations=10 -timeline
	movl	%ecx, (%rdx)
	mfence
	movl	(%rax), %ebx
	sfence
	movl	%ebx, 8(%rdx)
	lfence
	movl	4(%rax), %ecx
