# Spellings llvm-mca accepts that name another form or several: cbw and
# cwd; the implicit registers of invlpga, invlpgb, skinit, vmrun and
# clzero written as operands; the x87 forms with one operand or none
# (fadd %st(2) is fadd %st(2), %st; faddp %st(1) is faddp %st, %st(1);
# fadd alone is faddp %st, %st(1); fcomi alone compares %st(1)); fsave,
# fstsw, fstcw, fstenv, finit and fclex, which are wait and the fn form;
# movsx and movzx between registers without a size suffix.  Each parses
# to the form llvm-mca-19 takes, with its scheduling data and encoding.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -instruction-tables
# RUN-encoding: -mcpu=btver2 -instruction-tables -show-encoding
	cbw
	cwd
	invlpga %rax, %ecx
	fadd %st(2)
	faddp %st(1)
	fcomi %st(3)
	fucompi %st(3)
	fsave (%rdi)
	movsx %r9d, %r9
	movsx %al, %eax
	movzx %ax, %rax
	fadd
	fsubp %st(2)
	fsubrp
	fdivr %st(3)
	fucomip %st(2)
	fcomi
	fxch
	fucom
	fnstsw
	fstsw %ax
	fstsw (%rdi)
	fstcw (%rdi)
	finit
	fclex
	fstenv (%rdi)
	skinit %eax
	vmrun %rax
	clzero %rax
	invlpgb %rax, %edx
