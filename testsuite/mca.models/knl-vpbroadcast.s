# Knights Landing: vpbroadcastq from general registers alone runs at 1
# per cycle (VPU0).
# SOURCE: McCalpin: VPBROADCASTQ in isolation; Intel optimization manual: throughput 1 per cycle
# CPU: knl
# CYCLES: 6.0
 vpbroadcastq %rax, %zmm1
 vpbroadcastq %rbx, %zmm2
 vpbroadcastq %rcx, %zmm3
 vpbroadcastq %rdx, %zmm4
 vpbroadcastq %rsi, %zmm5
 vpbroadcastq %rdi, %zmm6
