# Registers no register file of the model lists (here the x87 stack and
# FPSW on btver2) are mapped in the default file at a cost of one, as
# llvm-mca's RegisterFile does: its mapping counts are llvm-mca-19's.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -register-file-stats -summary-view=false -instruction-info=false -resource-pressure=false
.L59:
	xorl	%edx, %edx
	fldt	(%rdi)
	fxch	%st(1)
	fcomi	%st(1), %st
	fstp	%st(1)
	seta	%dl
	addq	$16, %rdi
	addq	%rdx, %rax
	cmpq	%rdi, %rcx
	jne	.L59
