# Memory renaming on sapphirerapids, as measured on this project's Intel
# machine with gcc-mca-measure (each line alone, repeated): a
# read-modify-write of a register is not renamed (addl %eax, 8(%rdi)
# 7.29 cycles per iteration: the chain through memory binds, 7 in the
# model), one of an immediate is (addl $1, 16(%rdi) 1.00), and so is a
# plain load, add and store through a base and a displacement (0.50);
# through an index register it is not (6.01).  The bounds name the
# read-modify-write of a register.
# RUN: -mcpu=sapphirerapids -bounds -summary-view=false -instruction-info=false -resource-pressure=false
	addl	%eax, 8(%rdi)
	addl	$1, 16(%rdi)
	movq	24(%rdi), %rdx
	addq	$1, %rdx
	movq	%rdx, 24(%rdi)
	movq	32(%rdi,%rcx,8), %rsi
	addq	$1, %rsi
	movq	%rsi, 32(%rdi,%rcx,8)
