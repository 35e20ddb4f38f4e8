# -json prints llvm-mca's layout (keys sorted, an indent of two), the
# triple as -mtriple gives it and the simulation options given in
# SimulationParameters, as llvm-mca-19 does.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -json
# RUN-timeline: -mcpu=btver2 -json -timeline -iterations=3
# RUN-params: -mcpu=btver2 -json -mtriple=x86_64-unknown-linux-gnu -lqueue=8 -squeue=4 -dispatch=4 -noalias=false -register-file-size=40
# RUN-tables: -mcpu=btver2 -json -instruction-tables
# LLVM-MCA-BEGIN first
	vmulps	%xmm0, %xmm1, %xmm2
	vhaddps	%xmm2, %xmm2, %xmm3
	movq	(%rdi), %rax
	movq	%rax, 8(%rsi)
# LLVM-MCA-END
# LLVM-MCA-BEGIN second
	imull	%ecx, %edx
	addl	%edx, %eax
# LLVM-MCA-END
