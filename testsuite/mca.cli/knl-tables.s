# Facts of the knl model (models/gen/knl-facts): FMA, FP add and multiply
# latency 6 on either vector pipe; vector integer add and logic latency
# 2; permutes, shuffles, VPLZCNT and divides on VPU0 only (divide: 18
# uops); KORTESTW on VPU1 only; VPBROADCASTQ from a GPR holds both pipes
# (VPU1 without taking its station); imul r64 latency 5; loads 4 (GPR)
# and 5 (vector) cycles on the memory cluster.
# RUN: -mcpu=knl -instruction-tables
	vfmadd213pd	%zmm16, %zmm17, %zmm29
	vaddpd	%zmm1, %zmm2, %zmm3
	vmulsd	%xmm1, %xmm2, %xmm3
	vpaddd	%zmm1, %zmm2, %zmm3
	vpxord	%zmm1, %zmm2, %zmm3
	vpermd	%zmm1, %zmm2, %zmm3
	vshufps	$0, %zmm1, %zmm2, %zmm3
	vplzcntq	%zmm1, %zmm2
	vdivpd	%zmm1, %zmm2, %zmm3
	kortestw	%k1, %k2
	vpbroadcastq	%rax, %zmm1
	imulq	%rbx, %rax
	addl	$1, %eax
	movq	(%rdi), %rax
	vmovupd	(%rdi), %zmm1
	vfmadd231pd	(%rdi), %zmm1, %zmm2
	vmovupd	%zmm1, (%rdi)
