# The znver4 model's corrections of LLVM 19 (models/gen/class-fixes):
# integer divisions hold the one-unit Divider for their reciprocal
# throughput as uops.info measured it on Zen 4 (r8 and r16 4, r32 6,
# r64 7) and take 9 cycles (13 from memory), where LLVM holds ALU0 and
# the branch units 10-17 cycles and says 11-17.  Loads into vector
# registers (vmovups, the load of vaddps) take one of the two FPLoad
# units instead of LLVM's FP45 store pipes; the store keeps FP45.
# vcomisd runs on FP2/FP3 one cycle and takes the one-unit
# FPCompareFlags (uops.info Zen 4: 1*FP23+1*FP45, reciprocal throughput
# 1.00), where LLVM holds FP0/FP1 two cycles.  The widening mulq has a
# second micro-op on any ALU and writes %rdx a cycle after %rax
# (latency 4; uops.info Zen 4: MUL (R64) 2 uops, latency [3;4]).
# vcvtsi2sdl from a general register holds one of the four GprToFp
# units five cycles (uops.info: reciprocal throughput 1.25), from memory
# FP2/FP3 one cycle (0.50).  Other forms keep LLVM's figures (imulq,
# vdivps, vsqrtsd here).
# RUN: -mcpu=znver4 -instruction-tables
	divb	%cl
	divw	%cx
	divl	%ecx
	divq	%rcx
	idivl	(%rdi)
	idivq	%rcx
	imulq	%rax, %rbx
	vdivps	%ymm0, %ymm1, %ymm2
	vsqrtsd	%xmm0, %xmm1, %xmm2
	vmovups	(%rsi), %xmm3
	vaddps	16(%rsi), %xmm3, %xmm4
	vmovups	%xmm4, (%rdi)
	vcomisd	%xmm0, %xmm1
	mulq	%r8
	vcvtsi2sdl	%eax, %xmm1, %xmm0
	vcvtsi2sdl	(%rdi), %xmm1, %xmm0
